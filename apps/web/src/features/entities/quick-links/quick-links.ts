import type { QuickLinkModel } from '@bo/contract';
import type { QuickLink, QuickLinkContext } from './quick-link-types.ts';

/** "The 'survey entry links log' quick link shows only when the current supplier id is 7 or 107." */
export const ENTRY_LINK_LOG_SUPPLIER_IDS: readonly number[] = [7, 107];

const route = (routeName: string, title: string, extra: Partial<QuickLink> = {}): QuickLink =>
  ({ kind: 'route', name: routeName, routeName, title, ...extra }) as QuickLink;

/** Transactions are per product (fs_transactions ...); a core user has none. */
const productTransactions = (context: QuickLinkContext): string | null => (context.product ? `${context.product}_transactions` : null);

/**
 * The quick links of specification 01, 2.6, by model. Route links are named after their route (so
 * its permission guards them); the modal links are named after their own permissions.
 */
export const QUICK_LINKS: Readonly<Partial<Record<QuickLinkModel, readonly QuickLink[]>>> = {
  user: [
    route('clicks', 'Clicks'),
    route('completes', 'Completes'),
    route('user_profilings', 'Profiling'),
    route('survey_list_reloads', 'Survey List Reload Log'),
    route('source_extension', 'Extension Log'),
    route('router_logs', 'Router Log'),
    route('ip_logs', 'IP Logs'),
    route('chat', 'Chats', { chatFilter: 'by_user_id' }),
    { kind: 'route', name: 'transactions', title: 'Transactions', routeName: productTransactions },
    route('user_bonus_offers', 'Bonus Offers'),
    route('offer_clicks', 'Offer Clicks'),
    route('offer_events', 'Offer Events'),
    route('offer_user_iap_data', 'IAP Data'),
    { kind: 'function', name: 'user_offers_overview', title: 'Offers Overview', modal: 'userOffersOverview' },
    { kind: 'function', name: 'user_profiling_basics', title: 'User Profiling Basics', modal: 'userProfilingBasics' },
  ],
  survey: [
    route('qualifications', 'Qualifications'),
    route('clicks', 'Clicks'),
    route('completes', 'Completes'),
    route('survey_invitations', 'Entry Link Logs', {
      visible: (context) => context.supplierId !== null && ENTRY_LINK_LOG_SUPPLIER_IDS.includes(context.supplierId),
    }),
    { kind: 'function', name: 'clicks_breakdown', title: 'Clicks Breakdown', modal: 'clicksBreakdown' },
  ],
  offer: [
    route('offer_clicks', 'Offer Clicks'),
    route('offer_events', 'Offer Events'),
    route('offer_user_iap_data', 'IAP Data'),
    route('offer_postback_logs', 'Postback Logs'),
    route('offer_event_report', 'Event Analysis'),
    route('offer_quality_report', 'Quality Report'),
    route('offer_performance_analysis', 'Performance Analysis'),
  ],
};
