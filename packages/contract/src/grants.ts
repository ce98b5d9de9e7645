import type { ProductPrefix } from './routes/types.ts';
import {
  PRODUCT_EXPORT_PAGES,
  STREAK_PRODUCTS,
  SUB_PERMISSION as P,
  productExportPermission,
  streakLengthPermission,
} from './permissions/names.ts';

/** The global top admins (specification 01, section 6). */
export const TOP_ADMIN_IDS = [1, 5] as const;
/** The supreme super admin. */
export const SUPREME_ADMIN_ID = 1;
/** QA admins (specification 02, section 6). On the details screen ids 1 and 26 also count as supreme or QA. */
export const QA_ADMIN_IDS = [11, 46] as const;

export const PRODUCT_PREFIXES: readonly ProductPrefix[] = ['fs', 'hc', 'po', 'es', 'ts'];

export interface FixedGrant {
  /** The table row of specification 01 section 6 (or 02 section 6) this grant comes from. */
  label: string;
  /** The permission names the row covers. */
  permissions: readonly string[];
  /** Exactly the admin ids holding these permissions. */
  adminIds: readonly number[];
}

const top = (...extra: number[]): number[] => [...TOP_ADMIN_IDS, ...extra.filter((id) => !TOP_ADMIN_IDS.includes(id as 1 | 5))];

/**
 * The always-available grants. A permission named here is *restricted*: it is held by exactly the
 * listed ids, whatever their role or modules. This is how "allowed only to the User credit grant"
 * and "top admins only" are enforced on the server (ARCHITECTURE.md, decisions).
 */
export const FIXED_GRANTS: readonly FixedGrant[] = [
  {
    label: 'Exports for cohort analysis, performance, users, affiliate report, cohort report (every product)',
    permissions: [
      ...PRODUCT_PREFIXES.flatMap((prefix) => PRODUCT_EXPORT_PAGES.map((page) => productExportPermission(prefix, page))),
      P.affiliateReportExport,
      P.cohortReportExport,
    ],
    adminIds: top(9),
  },
  { label: 'Settings pages, fs', permissions: ['fs_settings'], adminIds: top(5, 6, 55) },
  {
    label: 'Settings pages, other products',
    permissions: ['hc_settings', 'po_settings', 'es_settings', 'ts_settings'],
    adminIds: top(6, 55),
  },
  { label: 'User credit', permissions: [P.userCredit], adminIds: top(26, 32, 50, 93) },
  { label: 'Streak length (hc, po)', permissions: STREAK_PRODUCTS.map(streakLengthPermission), adminIds: top() },
  { label: 'fs Cohort Analysis New', permissions: ['fs_cohort_analysis_2'], adminIds: top() },
  {
    label: 'Financial Report, app details, publisher details, Stop/Resume App Survey',
    permissions: ['financial_report', 'app_details', 'publisher_details', P.appSurveyStopResume],
    adminIds: top(),
  },
  { label: 'DB Monitoring: cancel a query', permissions: [P.dbMonitoringCancelQuery], adminIds: top() },
  { label: 'Click Ticket Productivity', permissions: ['click_ticket_productivity'], adminIds: top(26) },
  {
    label: 'Add/edit/delete Adjust Spend Apps and Networks; Import Adjust Spend Data',
    permissions: [P.adjustSpendAppsManage, P.adjustSpendNetworksManage, P.adjustSpendDataImport],
    adminIds: top(54, 73, 114, 160),
  },
  { label: 'Add Edit Offer', permissions: [P.offerAddEdit], adminIds: top(26) },
  { label: 'Offer Performance Analysis Export', permissions: [P.offerPerformanceAnalysisExport], adminIds: [1, 5] },
  // Specification 02, section 6.
  { label: 'Offer-event credit management (credit now, hide)', permissions: [P.offerEventCredit], adminIds: top(15, 26, 50) },
  {
    label: 'Min publisher payout and max reconciliation buyers (supreme super admin or QA; 26 counts as QA on the details screen)',
    permissions: [P.userPayoutLimits],
    adminIds: [1, 11, 26, 46],
  },
];

/** Permission name to the ids that hold it, for restricted permissions only. */
export const FIXED_GRANT_HOLDERS: ReadonlyMap<string, readonly number[]> = new Map(
  FIXED_GRANTS.flatMap((g) => g.permissions.map((p) => [p, g.adminIds] as const)),
);

/** Every admin id named by a fixed grant (the demo data holds one admin for each). */
export const FIXED_GRANT_ADMIN_IDS: readonly number[] = [...new Set(FIXED_GRANTS.flatMap((g) => g.adminIds))].sort((a, b) => a - b);
