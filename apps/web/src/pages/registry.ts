import { PRODUCTS, productUserDetailsRouteName, REPORT_ROUTE_NAMES, RESOURCE_ROUTE_NAMES, resourceRoutesOfArea } from '@bo/contract';
import { campaignPages } from '../features/campaigns/campaign-pages.ts';
import { resourceDefFor } from '../features/table/resource-defs.ts';
import type { PageLoader } from './page-module.ts';
import { publicPages } from './public-pages.ts';

export type { PageLoader, PageModule } from './page-module.ts';

/** A table screen: the page's code and its definition (its area of the contract) download side by side. */
const tableScreen =
  (routeName: string): PageLoader =>
  () => {
    void resourceDefFor(routeName).catch(() => undefined);
    return import('../features/table/ResourceTablePage.tsx');
  };
const tableScreens = new Map(RESOURCE_ROUTE_NAMES.map((route) => [route, tableScreen(route)]));
const reportPage: PageLoader = () => import('../features/reports/ReportPage.tsx');
const entityDetail: PageLoader = () => import('../features/entities/details/EntityDetailPage.tsx');

/**
 * Route name (from the contract's table) -> its page, loaded on demand. A screen plugs in with
 * one line here; every route without an entry shows NotBuiltYetPage. Pages read their RouteDef
 * with useCurrentRoute(). Built from the contract's route names only (RESOURCE_ROUTE_NAMES,
 * REPORT_ROUTE_NAMES), so the registry carries no screen definition (issue 21 item 4).
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  // Every resource of the contract is a TableScreen (issue 3; /clicks/:clickId shows one click),
  // unless a line below gives its route a page of its own.
  ...Object.fromEntries(tableScreens),
  ...publicPages,
  dashboard: () => import('./dashboard/DashboardPage.tsx'),
  // Staff accounts with 'Edit access' (issue 8: permission changes, recorded and effective at once).
  admins: () => import('../features/admins/AdminsPage.tsx'),
  // Core entity detail pages (issue 3).
  survey_details: entityDetail,
  supplier_details: entityDetail,
  supplier_buyer_details: entityDetail,
  publisher_details: entityDetail,
  app_details: entityDetail,
  // Apps with Stop/Resume App Survey for the top admins (issue 15).
  apps: () => import('../features/entities/apps/AppsPage.tsx'),
  offer_details: entityDetail,
  question_details: entityDetail,
  // The user-details screen (issue 4).
  user_details: () => import('../features/user-details/UserDetailsPage.tsx'),
  // One app's user (issue 4): the per-product user-details routes of the contract.
  ...Object.fromEntries(
    PRODUCTS.map((p) => [productUserDetailsRouteName(p.prefix), () => import('../features/user-details/ProductUserDetailsPage.tsx')]),
  ),
  // Live chat and tickets (issue 6).
  chat: () => import('../features/chat/ChatPage.tsx'),
  chat_dashboard: () => import('../features/chat/ChatDashboardPage.tsx'),
  // Support and operations (issue 7).
  system_alerts: () => import('../features/alerts/SystemAlertsPage.tsx'),
  user_reviews: () => import('../features/reviews/UserReviewsPage.tsx'),
  support_user_reviews: () => import('../features/reviews/UserReviewsPage.tsx'),
  ...campaignPages,
  // Reports and monitoring (issue 15): every report of the contract is a ReportScreen.
  ...Object.fromEntries(REPORT_ROUTE_NAMES.map((route) => [route, reportPage])),
  admin_dashboard: () => import('../features/reports/AdminDashboardPage.tsx'),
  alert_system: () => import('../features/reports/AlertSystemPage.tsx'),
  // The products' growth table pages with their row actions (issue 16).
  ...Object.fromEntries(
    resourceRoutesOfArea('product-growth').map((route) => [route, () => import('../features/products/ProductGrowthTablePage.tsx')]),
  ),
  publisher_payments: () => import('../features/reports/PublisherPaymentsPage.tsx'),
  supplier_statement: () => import('../features/reports/SupplierStatementPage.tsx'),
  supplier_reconciliations: () => import('../features/reports/SupplierReconciliationsPage.tsx'),
  db_monitoring: () => import('../features/reports/DbMonitoringPage.tsx'),
  // Reports whose rows are clusters of users drill to them (issue 17).
  ...Object.fromEntries(
    ['high_risk_metrics', 'iplogsone', 'iplogstwo', 'survey_attacks_open_ends'].map((name) => [
      name,
      () => import('../features/reports/cluster/ClusterReportPage.tsx'),
    ]),
  ),
  // Searches (issue 17).
  multi_search_users: () => import('../features/search/MultiSearchUsersPage.tsx'),
  multi_search_clicks: () => import('../features/search/MultiSearchClicksPage.tsx'),
  find_data: () => import('../features/search/FindDataPage.tsx'),
  survey_attacks: () => import('../features/search/SurveyAttacksPage.tsx'),
  review_user: () => import('../features/reviews/ReviewUserPage.tsx'),
  feedback: () => import('../features/feedback/FeedbackPage.tsx'),
  queue_alert_system: () => import('../features/queue-alerts/QueueAlertSystemPage.tsx'),
  // Questions mapping and sample selling (issue 18).
  questions_mapping: () => import('../features/question-mapping/QuestionsMappingPage.tsx'),
  questions_mapping_add: () => import('../features/question-mapping/AddQuestionMappingPage.tsx'),
  question_mapping_details: () => import('../features/question-mapping/QuestionMappingDetailsPage.tsx'),
  questions_mapping_copy: () => import('../features/question-mapping/CopyQuestionMappingPage.tsx'),
  age_questions: () => import('../features/question-mapping/AgeQuestionsPage.tsx'),
  psa_monthly_invoicing: () => import('../features/sample-selling/MonthlyInvoicingPage.tsx'),
  psa_survey_po_invoicing: () => import('../features/sample-selling/PoInvoicingPage.tsx'),
  // Permission groups with 'Apply to admin' (the access edit of /admins).
  admin_permission_groups: () => import('../features/permission-groups/PermissionGroupsPage.tsx'),
  // Per-product money pages with row actions (issue 16): claims and leaderboards of each product.
  ...Object.fromEntries(
    resourceRoutesOfArea('product-claims').map((route) => [route, () => import('../features/product-money/ClaimsPage.tsx')]),
  ),
  // The named bonus programmes: tabs Rules and Granted (with its chart).
  ...Object.fromEntries(
    resourceRoutesOfArea('product-named-bonus').map((route) => [route, () => import('../features/product-money/NamedBonusPage.tsx')]),
  ),
  ...Object.fromEntries(
    resourceRoutesOfArea('product-leaderboards').map((route) => [route, () => import('../features/product-money/LeaderboardsPage.tsx')]),
  ),
  ...Object.fromEntries(
    resourceRoutesOfArea('product-settings').map((route) => [route, () => import('../features/product-money/SettingsPage.tsx')]),
  ),
};

/** Whether the route's page is the generic TableScreen (no line below the resources gave it a page of its own). */
export function isTableScreen(routeName: string): boolean {
  const loader = tableScreens.get(routeName);
  return loader !== undefined && pageRegistry[routeName] === loader;
}

const notBuiltYet: PageLoader = () => import('./not-built-yet/NotBuiltYetPage.tsx');

export function pageFor(routeName: string): PageLoader {
  return pageRegistry[routeName] ?? notBuiltYet;
}
