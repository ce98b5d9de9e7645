import { reports, STATEMENT_SUPPLIERS, type ReportDef } from '@bo/contract';
import { formulasOf } from './formulas.ts';
import {
  ACTIVE_USERS,
  BITBURST,
  BONUSES,
  COHORT_STATS,
  EMAIL_LOGS,
  MARKETING_SPEND,
  OFFER_APP_STATS,
  OFFER_STATS,
  FINANCE_STATS,
  CLAIMS_PAID,
  DELIVERY_STATS,
  LIVE_SURVEYS,
  DAILY_APP_SUPPLIER_STATS,
  DAILY_STATS,
  DAILY_SURVEY_STATS,
  MASTER_APP_STATS,
  MASTER_STATS,
  NEW_USERS,
  SURVEY_SYNC_RUNS,
  PUBLISHER_APP_STATS,
  PUBLISHER_STATS,
  PUBLISHER_USERS,
  USERS_BY_SOURCE,
  SURVEY_INVENTORY,
  WORST_BUYER,
  TOP_RAW_STATUS,
  PRIME_SAMPLE_STATS,
  PRIME_SAMPLE_LIVE,
} from './sources.ts';
import { OFFER_DAILY, OFFER_MAIN_SOURCE, OFFER_SOURCES } from './offer-sources.ts';
import {
  BUCKET_CLICKS,
  BUCKET_COMPLETES,
  CLAIM_REFUNDS,
  CLAIMS,
  COHORT_USERS,
  JOB_RUNS,
  LAST_RECONCILED,
  PRODUCT_CLAIMS_PAID,
  RELOAD_CLICKS,
  OPENING_EARNED,
  OPENING_PAID,
  PACING_COMPLETES,
  pacingCurveSql,
  PUBLISHER_PAID,
  SURVEY_LIST_RELOADS,
  supplierStatements,
} from './sources-rows.ts';
import type { ReportSource, ServerReport } from './types.ts';
import { DIMENSION_OPTIONS, FACT_COLUMNS } from './labels.ts';
import { AFFILIATE_USERS, MISSED_SURVEYS, PRODUCT_ACTIVE_USERS, SIGN_UPS } from './growth-sources.ts';
import { exportLiabilitySql, runRewardsLiability } from './rewards-liability.ts';
import { IPS_SHARED, SUBNETS_SHARED, USERS_HOPPING } from './ip-sources.ts';
import { GEO_USERS, OPEN_END_ANSWERS } from './quality-sources.ts';
import { PROFILING_ANSWERS, RISK_FLAGS } from './lookup-sources.ts';
import {
  ACTIVITY_COARSER,
  ACTIVITY_ROWS,
  CHAT_DESK,
  CHAT_OUTPUT,
  CLICK_TICKET_REVIEWS,
  REVIEW_DECISIONS,
  STAFF_ACTIVITY,
  SUPPORT_WORK,
} from './staff-sources.ts';
import { responseStatusOrder, responseStatusSql, runResponseStatus, windowEnd } from './response-status.ts';
import type { SqlParams } from '../list-engine/sql.ts';

/** Top surveys read per-survey sums; the rest read daily_stats. */
const MAIN_SOURCE: Readonly<Record<string, ReportSource>> = {
  top_surveys: DAILY_SURVEY_STATS,
  supplier_top_surveys: DAILY_SURVEY_STATS,
  daily_survey_sync: SURVEY_SYNC_RUNS,
  financial_report: FINANCE_STATS,
  master_report: MASTER_STATS,
  // Every figure of a row filtered by the app's publisher or project (the users' sides know them too).
  app_overview: MASTER_STATS,
  users_by_source: USERS_BY_SOURCE,
  delivery_overview: DELIVERY_STATS,
  // Staff, support and activity (specification 04, sections 4 and 5).
  activity_breakdown: ACTIVITY_ROWS,
  team_activity_summary: STAFF_ACTIVITY,
  click_ticket_productivity: CLICK_TICKET_REVIEWS,
  support_performance: SUPPORT_WORK,
  chat_weekly_productivity: CHAT_OUTPUT,
  chat_service_overview: CHAT_DESK,
  fraud_review_statistics: REVIEW_DECISIONS,
  survey_attacks_open_ends: OPEN_END_ANSWERS,
  geo_mapping: GEO_USERS,
  iplogsone: IPS_SHARED,
  iplogstwo: SUBNETS_SHARED,
  iplogsthree: USERS_HOPPING,
  // Dynata (supplier 6) only, with the quota each survey has left.
  dynata_top_surveys: {
    ...DAILY_SURVEY_STATS,
    where: 'ds.supplier_id = 6',
    sums: { ...DAILY_SURVEY_STATS.sums, quota: 'max(sv.quota_remaining)' },
  },
  // The products' pages (issue 16), one server side per page kind (`family`), scoped to the product's app.
  product_offerwall_performance: OFFER_STATS,
  product_cohort_analysis: COHORT_STATS,
  product_cohort_analysis_2: COHORT_STATS,
  product_email_statistics: EMAIL_LOGS,
  product_value_report: COHORT_STATS,
};
/** Smaller tables a main source falls back to when they know the view's groupings and filters. */
const COARSER = new Map<ReportSource, readonly ReportSource[]>([
  [DAILY_STATS, [DAILY_APP_SUPPLIER_STATS]],
  [MASTER_STATS, [MASTER_APP_STATS]],
  [OFFER_STATS, [OFFER_APP_STATS]],
]);
const SIDES = [ACTIVE_USERS, NEW_USERS, CLAIMS_PAID, BITBURST, BONUSES, LIVE_SURVEYS, MARKETING_SPEND, WORST_BUYER, TOP_RAW_STATUS];

/** Reports whose sources are all their own: the main one, a smaller one tried first, the sides. */
const OWN_SOURCES: Readonly<Record<string, { main: ReportSource; coarser?: readonly ReportSource[]; sides?: readonly ReportSource[] }>> = {
  job_monitoring: { main: JOB_RUNS },
  high_risk_metrics: { main: RISK_FLAGS },
  user_profiling_lookup: { main: PROFILING_ANSWERS },
  survey_inventory: { main: SURVEY_INVENTORY },
  prime_sample_buyers: { main: PRIME_SAMPLE_STATS, sides: [PRIME_SAMPLE_LIVE] },
  survey_list_reload_statistics: { main: SURVEY_LIST_RELOADS, sides: [RELOAD_CLICKS] },
  various_report: { main: BUCKET_CLICKS, sides: [BUCKET_COMPLETES] },
  claims_overview: { main: CLAIMS, sides: [PRODUCT_CLAIMS_PAID, CLAIM_REFUNDS] },
  publisher_performance: { main: PUBLISHER_STATS, coarser: [PUBLISHER_APP_STATS], sides: [PUBLISHER_USERS] },
  cohort_report: { main: COHORT_USERS },
  supplier_reconciliations: { main: DAILY_STATS, coarser: [DAILY_APP_SUPPLIER_STATS], sides: [LAST_RECONCILED] },
  reconciliation_pacing: { main: PACING_COMPLETES },
  publisher_transactions: { main: PUBLISHER_APP_STATS, sides: [PUBLISHER_PAID, OPENING_EARNED, OPENING_PAID] },
  statistics: { main: SIGN_UPS, sides: [PRODUCT_ACTIVE_USERS] },
  affiliate_report: { main: AFFILIATE_USERS },
  missed_opportunities: { main: MISSED_SURVEYS },
  supplier_statement: { main: DAILY_STATS, coarser: [DAILY_APP_SUPPLIER_STATS], sides: [supplierStatements()] },
  ...Object.fromEntries(
    Object.entries(STATEMENT_SUPPLIERS).map(([slug, supplierId]) => [
      `${slug}_monthly_report`,
      { main: { ...DAILY_SURVEY_STATS, where: `ds.supplier_id = ${supplierId}` }, sides: [supplierStatements(supplierId)] },
    ]),
  ),
};

/** Charts whose x axis is not the report's periods. */
const OWN_CHARTS: Readonly<Record<string, NonNullable<ServerReport['chart']>>> = {
  reconciliation_pacing: pacingCurveSql,
};

/** Screens over raw rows: their own SQL, the engine's answer shape. */
const CUSTOM: Readonly<Record<string, NonNullable<ServerReport['custom']>>> = {
  response_status: {
    run: (db, view) => runResponseStatus(db, view),
    exportSql: (view, now, params) => `SELECT * FROM (${responseStatusSql(view, now, params as SqlParams)}) r ${responseStatusOrder(view)}`,
    windowEnd: (db) => windowEnd(db),
  },
  rewards_liability: {
    run: (db, view) => runRewardsLiability(db, view),
    exportSql: (view, _now, params) => exportLiabilitySql(view, params as SqlParams),
    windowEnd: async () => new Date(),
  },
};

/** The server side of a contract report: its source, the sides its measures' formulas read, its formulas. */
function serverReport(def: ReportDef): ServerReport {
  const custom = CUSTOM[def.name];
  if (custom) return { def, main: DAILY_STATS, custom, measures: {} };
  const own = OWN_SOURCES[def.name];
  const main = own?.main ?? MAIN_SOURCE[def.family ?? def.name] ?? OFFER_MAIN_SOURCE[def.name] ?? DAILY_STATS;
  // A product's page filters every source by its app: one that cannot would show other products' rows.
  if (def.appId !== undefined && !('app' in main.dims)) throw new Error(`Report ${def.name}: its source cannot keep one app's rows`);
  // Reports with sources of their own join only those; the offer reports join their own rows beside each
  // other; the rest join the rollups' sides.
  const candidates =
    own?.sides ?? (OFFER_SOURCES.includes(main) || main === OFFER_DAILY ? OFFER_SOURCES.filter((source) => source !== main) : SIDES);
  const measures = formulasOf(def.measures.map((m) => m.key));
  const read = new Set<string>();
  for (const formula of Object.values(measures)) formula((sum) => (read.add(sum), sum));
  // A side joins when a formula reads one of its sums the main source lacks (distinct users, claims ...).
  const sides = candidates.filter((side) => Object.keys(side.sums).some((sum) => read.has(sum) && !(sum in main.sums)));
  for (const d of def.dimensions) if (!(d.key in main.dims)) throw new Error(`Report ${def.name}: its source has no grouping ${d.key}`);
  for (const f of def.facts ?? []) if (!FACT_COLUMNS[f.key]) throw new Error(`Report ${def.name}: fact ${f.key} has no SQL`);
  for (const f of def.facts ?? []) {
    if (f.filter && !(f.key in main.dims)) throw new Error(`Report ${def.name}: its source cannot filter by fact ${f.key}`);
    if (f.filter && !DIMENSION_OPTIONS[f.key]) throw new Error(`Report ${def.name}: fact ${f.key} has no options SQL`);
  }
  // Every sum a formula reads must come from the report's sources: caught at start, not on a call.
  const known = new Set([main, ...sides].flatMap((source) => Object.keys(source.sums)));
  for (const [key, formula] of Object.entries(measures)) {
    formula((sum) => {
      if (!known.has(sum)) throw new Error(`Report ${def.name}: measure ${key} reads ${sum}, which its sources do not sum`);
      return sum;
    });
  }
  const coarser = own?.coarser ?? (main === ACTIVITY_ROWS ? ACTIVITY_COARSER : (COARSER.get(main) ?? []));
  const chart = OWN_CHARTS[def.name];
  return { def, main, coarser, sides, measures, ...(chart ? { chart } : {}) };
}

export const serverReports: readonly ServerReport[] = reports.map(serverReport);
