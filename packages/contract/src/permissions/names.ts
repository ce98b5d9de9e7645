import type { ProductPrefix } from '../routes/types.ts';

/** Permission of POST /api/switch-account (a catalogue permission like any page's). */
export const SWITCH_ACCOUNT_PERMISSION = 'switch_account';

/**
 * Sub-permissions: capabilities inside a page rather than pages of their own (specification 01
 * section 6, 02 section 6). Named once here; grants.ts restricts some of them to fixed admin ids and
 * the route table attaches each to the page it belongs to.
 */
export const SUB_PERMISSION = {
  /** Goodwill credit on user details. */
  userCredit: 'user_credit',
  /** Offer-event credit now / hide on user details. */
  offerEventCredit: 'offer_event_credit',
  /** Min publisher payout and max reconciliation buyers on user details. */
  userPayoutLimits: 'user_payout_limits',
  /** Changing a user's level (hc, po, es user details); exists without a fixed grant. */
  userLevel: 'user_level',
  /** Stop / resume an app's surveys (apps page). */
  appSurveyStopResume: 'app_survey_stop_resume',
  adjustSpendAppsManage: 'adjust_spend_apps_manage',
  adjustSpendNetworksManage: 'adjust_spend_networks_manage',
  adjustSpendDataImport: 'adjust_spend_data_import',
  offerAddEdit: 'offer_add_edit',
  offerPerformanceAnalysisExport: 'offer_performance_analysis_export',
  affiliateReportExport: 'affiliate_report_export',
  cohortReportExport: 'cohort_report_export',
  /** Cancelling a running query on /db-monitoring (top admins only). */
  dbMonitoringCancelQuery: 'db_monitoring_cancel_query',
  postbackLogsExport: 'postback_logs_export',
  /** Creating and editing chat macros. */
  manageMacros: 'manage_macros',
  questionMappingAdd: 'question_mapping_add',
  questionMappingCopy: 'question_mapping_copy',
  /** Editing an admin's role, modules and main page on /admins (ours: the specification shows no form). */
  adminAccessEdit: 'admin_access_edit',
} as const;

/** The per-product pages whose CSV export is a fixed grant (specification 01 section 6, first row). */
export type ProductExportPage = 'cohort_analysis' | 'performance' | 'users';
export const PRODUCT_EXPORT_PAGES: readonly ProductExportPage[] = ['cohort_analysis', 'performance', 'users'];
export const productExportPermission = (prefix: ProductPrefix, page: ProductExportPage): string => `${prefix}_${page}_export`;

/** Products with a streak (specification 01 section 6: "Streak length (hc, po)"). */
export type StreakProduct = Extract<ProductPrefix, 'hc' | 'po'>;
export const STREAK_PRODUCTS: readonly StreakProduct[] = ['hc', 'po'];
export const streakLengthPermission = (prefix: StreakProduct): string => `${prefix}_streak_length`;
