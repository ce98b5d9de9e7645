import { PRODUCTS } from '../../products.ts';
import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import type { ReportDimension, ReportMeasure } from '../types.ts';
import { WINDOW } from './common.ts';

// Statistics, Affiliate Report, Rewards Liability and Missed Opportunities (specification 04,
// sections 2 and 3): the last report screens of issue 15.

/** The lifecycle events of a sign-up, in their order (trigger_events.event). */
export const FUNNEL_STEPS = [
  { event: 'soi', label: 'SOI' },
  { event: 'doi', label: 'DOI' },
  { event: 'profiler_complete', label: 'Profiler Complete' },
  { event: 'first_survey_started', label: 'First Survey Started' },
  { event: 'first_survey_complete', label: 'First Survey Complete' },
] as const;

const stepMeasures: ReportMeasure[] = FUNNEL_STEPS.flatMap((s) => [
  { key: `step_${s.event}`, label: `${s.label} #`, type: 'number' } as const,
  { key: `step_${s.event}_percent`, label: `${s.label} Step %`, type: 'percent' } as const,
]);

export const GROWTH_MEASURE = {
  signUps: { key: 'sign_ups', label: 'Sign-ups', type: 'number' },
  conversions: { key: 'conversions', label: 'Conversions', type: 'number' },
  cost: { key: 'cost', label: 'Cost $', type: 'money' },
  usersRevenue: { key: 'users_revenue', label: "Their Users' Revenue $", type: 'money' },
  roi: { key: 'roi', label: 'ROI %', type: 'percent' },
  usersWithBalance: { key: 'users_with_balance', label: 'Users with Balance', type: 'number' },
  liability: { key: 'liability', label: 'Liability $', type: 'money' },
  aboveMinimum: { key: 'above_minimum', label: 'Above Minimum Claim $', type: 'money' },
  belowMinimum: { key: 'below_minimum', label: 'Below Minimum Claim $', type: 'money' },
  heldByNonActive: { key: 'held_by_non_active', label: 'Held by Non-Active Users $', type: 'money' },
  dormant: { key: 'dormant', label: 'Dormant > 90 d $', type: 'money' },
  liabilityChange30d: { key: 'change_30d', label: 'Change vs 30 d Ago $', type: 'money' },
  cpi: { key: 'cpi', label: 'CPI $', type: 'money' },
  loi: { key: 'loi', label: 'LOI', type: 'number' },
  completes24h: { key: 'completes_24h', label: 'Completes 24 h', type: 'number' },
  eligibleUsers: { key: 'eligible_users', label: 'Eligible Users (est.)', type: 'number' },
} as const satisfies Record<string, ReportMeasure>;
const G = GROWTH_MEASURE;

/** An affiliate partner (affiliate_partners, one per product and source key). */
const partner: ReportDimension = { key: 'partner', label: 'Partner', type: 'text', filter: {} };

/** Why a live survey is not filled (specification 04, /missed-opportunities). */
export const BLOCKING_REASONS = {
  unmapped_question: 'Unmapped question',
  device: 'Device',
  no_eligible_users: 'No eligible users',
  none: 'None found',
} as const;
const blockingReason: ReportDimension = {
  key: 'blocking_reason',
  label: 'Blocking Reason',
  type: 'text',
  filter: { valueType: 'text', options: Object.entries(BLOCKING_REASONS).map(([value, label]) => ({ value, label })) },
};

/**
 * /statistics: sign-up to first complete, per app. A row is a sign-up day and product: its sign-ups,
 * how many of them reached each lifecycle event (trigger_events) and the step % from the step before,
 * beside the product's active users that day.
 */
export const statisticsReport = defineReport({
  name: 'statistics',
  url: '/api/reports/statistics',
  routeName: 'statistics',
  title: 'Statistics',
  grains: ['day', 'week', 'month'],
  dimensions: [D.product, D.country, D.platform, D.signupSource],
  groupBy: { default: ['product'], max: 1 },
  measures: [G.signUps, ...stepMeasures, M.activeUsers],
  window: WINDOW.days,
  chart: { kind: 'line', series: FUNNEL_STEPS.map((s) => ({ key: `step_${s.event}_percent` })) },
});

/**
 * /affiliate-report: are affiliates worth their cost. A row is a sign-up month, product and partner:
 * the users who signed up from the partner's source key, how many reached its payout event (each one
 * costs the partner's payout), what those users earned us (completes' and offer events' revenue, to
 * date), ROI and the share banned.
 */
export const affiliateReport = defineReport({
  name: 'affiliate_report',
  url: '/api/reports/affiliate-report',
  routeName: 'affiliate_report',
  title: 'Affiliate Report',
  grains: ['month'],
  dimensions: [D.product, partner],
  groupBy: { default: ['product', 'partner'], max: 0 },
  measures: [G.signUps, G.conversions, G.cost, G.usersRevenue, G.roi, M.bannedPercent],
  window: { key: 'day', label: 'Months', defaultMonths: 6, maxDays: 731 },
  chart: { kind: 'line', series: [{ key: 'cost', as: 'bar' }, { key: 'users_revenue' }] },
  exportName: 'affiliate_report',
});

/**
 * /rewards-liability: what we owe users in unclaimed balances, from the ledger (a user's balance is
 * the sum of their user_transactions). A row is a product (add Country to expand it); the chart is
 * each product's liability at the end of each day of the window, from the same ledger.
 */
export const rewardsLiabilityReport = defineReport({
  name: 'rewards_liability',
  url: '/api/reports/rewards-liability',
  routeName: 'rewards_liability',
  title: 'Rewards Liability',
  grains: [],
  dimensions: [D.product, D.country],
  groupBy: { default: ['product'], max: 2 },
  measures: [G.usersWithBalance, G.liability, G.aboveMinimum, G.belowMinimum, G.heldByNonActive, G.dormant, G.liabilityChange30d],
  window: WINDOW.days,
  chart: { kind: 'line', series: PRODUCTS.map((p) => ({ key: `liability_${p.prefix}`, label: p.name })) },
});

/**
 * /missed-opportunities: well-paid live surveys we fail to fill, and why. A row is a live survey with
 * its CPI, LOI, quota left, completes of the last 24 hours, the users who could take it (est.) and
 * what blocks it; the row opens Questions Mapping for its supplier and country.
 */
export const missedOpportunitiesReport = defineReport({
  name: 'missed_opportunities',
  url: '/api/reports/missed-opportunities',
  routeName: 'missed_opportunities',
  title: 'Missed Opportunities',
  grains: [],
  dimensions: [D.survey, D.supplier, D.country, blockingReason],
  groupBy: { default: ['survey', 'supplier', 'country', 'blocking_reason'], max: 0 },
  measures: [G.cpi, G.loi, M.quotaLeft, G.completes24h, G.eligibleUsers],
  window: { key: 'day', label: 'Date', defaultDays: 1, maxDays: 1, fixed: true },
  threshold: { key: 'min_cpi', label: 'Min CPI $', default: 1 },
  chart: { kind: 'bar', by: 'blocking_reason', series: [{ key: 'quota_left' }] },
  drill: { routeName: 'questions_mapping', filters: { supplier: 'supplier_id', country: 'country_code' } },
});
