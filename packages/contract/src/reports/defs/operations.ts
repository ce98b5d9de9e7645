import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import { DRILL, WINDOW } from './common.ts';

/** How Next Due reads when the job's next start has passed (the formula in admin-api writes it). */
export const LATE_SUFFIX = ' (late)';

/**
 * /job-monitoring: are scheduled jobs alive. A row per job of the registry that ran in the window:
 * its schedule, last start, duration and status, when it is next due and its failures of the last
 * 24 hours; the row opens its Cronjob Logs.
 */
export const jobMonitoringReport = defineReport({
  name: 'job_monitoring',
  url: '/api/reports/job-monitoring',
  routeName: 'job_monitoring',
  title: 'Job Monitoring',
  grains: [],
  dimensions: [D.job],
  groupBy: { default: ['job'], max: 0 },
  measures: [M.schedule, M.lastStart, M.lastDuration, M.lastStatus, M.nextDue, M.failures24h, M.syncRuns, M.syncFailed],
  window: { key: 'day', label: 'Date', defaultDays: 3, maxDays: 31 },
  chart: { kind: 'line', series: [{ key: 'runs', as: 'bar' }, { key: 'failed_runs' }] },
  drill: { routeName: 'cronjob_logs', dateFilter: 'created_at', filters: { job: 'signature' } },
  // Late or failing rows red.
  colours: { '*': (row) => (row.last_status === 'failed' || String(row.next_due ?? '').endsWith(LATE_SUFFIX) ? 'red' : null) },
});

/** /survey-list-reloads-statistics: are users shown surveys, per day and app. */
export const surveyListReloadStatisticsReport = defineReport({
  name: 'survey_list_reload_statistics',
  url: '/api/reports/survey-list-reload-statistics',
  routeName: 'survey_list_reload_statistics',
  title: 'Survey List Reload Statistics',
  grains: ['day', 'week', 'month'],
  dimensions: [D.app, D.country, D.platform],
  groupBy: { default: ['app'], max: 1 },
  measures: [M.reloads, M.reloadUsers, M.avgSurveysShown, M.zeroSurveyPercent, M.avgRouterMs, M.clicksPerReload],
  window: WINDOW.days,
  chart: { kind: 'line', series: [{ key: 'zero_survey_percent' }] },
  drill: { routeName: 'survey_list_reloads', dateFilter: 'created_at', filters: { app: 'app_id' } },
});

/**
 * /various-report: small fixed reports picked by their cut (LOI bucket, CPI bucket, hour of day,
 * platform, user tenure), each bucket's clicks and completes from the raw clicks.
 */
export const variousReport = defineReport({
  name: 'various_report',
  url: '/api/reports/various-report',
  routeName: 'various_report',
  title: 'Various Report',
  grains: [],
  dimensions: [D.loiBucket, D.cpiBucket, D.hourOfDay, D.platform, D.tenure, D.app, D.country],
  groupBy: { default: ['loi_bucket'], max: 1 },
  measures: [M.clicks, M.completes, M.conversion, M.epc, M.revenue, M.clickShare],
  window: WINDOW.days,
  chart: { kind: 'line', series: [{ key: 'clicks', as: 'bar' }, { key: 'conversion' }] },
  drill: DRILL.clicks,
});

/**
 * /claims-overview: cash-outs across the products, per day of the claim (paid $ on its paid day,
 * refunds on their transaction's day), so a product's figures equal its {p}-claims screen.
 */
export const claimsOverviewReport = defineReport({
  name: 'claims_overview',
  url: '/api/reports/claims-overview',
  routeName: 'claims_overview',
  title: 'Claims Overview',
  grains: ['day', 'week', 'month'],
  dimensions: [D.product, D.country],
  groupBy: { default: ['product'], max: 1 },
  measures: [
    M.claims,
    M.claimed,
    M.paid,
    M.waitingConfirmation,
    M.waitingConfirmationAmount,
    M.failedClaims,
    M.refunded,
    M.firstTimeClaimers,
  ],
  window: WINDOW.days,
  chart: { kind: 'bar', series: [{ key: 'claims_paid' }] },
  drill: { routeName: 'payments', dateFilter: 'created_at', filters: { product: 'app_id' } },
});
