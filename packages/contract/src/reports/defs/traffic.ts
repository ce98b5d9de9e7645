import { defineReport } from '../define.ts';
import { linkTo } from '../../resources/define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { KPI_MEASURES, MEASURE as M } from '../measures.ts';
import { DRILL, WINDOW } from './common.ts';

const DAY_WINDOW = WINDOW.days;
const toCompletes = DRILL.completes;
const toClicks = DRILL.clicks;

/** /daily-overview: how each day went (specification 04, section 2). */
export const dailyOverviewReport = defineReport({
  name: 'daily_overview',
  url: '/api/reports/daily-overview',
  routeName: 'daily_overview',
  title: 'Daily Overview',
  grains: ['day'],
  dimensions: [D.app, D.supplier, D.country, D.platform],
  groupBy: { default: [], max: 0 },
  measures: [...KPI_MEASURES, M.offerRevenue, M.newUsers, M.activeUsers, M.userRewards, M.claimsPaid],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'revenue' }, { key: 'net_revenue' }, { key: 'margin' }, { key: 'completes', as: 'bar' }] },
  drill: toCompletes,
});

/** /master-report: the pivot every question starts from, up to three groupings beside time. */
export const masterReport = defineReport({
  name: 'master_report',
  url: '/api/reports/master-report',
  routeName: 'master_report',
  title: 'Master Report',
  grains: ['day', 'week', 'month'],
  dimensions: [D.app, D.publisher, D.supplier, D.buyer, D.country, D.platform],
  groupBy: { default: ['app'], max: 3 },
  measures: [...KPI_MEASURES, M.newUsers, M.activeUsers, M.offerEvents, M.offerRevenue],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'revenue' }, { key: 'net_revenue' }] },
  drill: toCompletes,
});

/** /app-performance: each app's trend. */
export const appPerformanceReport = defineReport({
  name: 'app_performance',
  url: '/api/reports/app-performance',
  routeName: 'app_performance',
  title: 'App Performance',
  grains: ['day', 'week', 'month'],
  dimensions: [D.app, D.country, D.platform],
  groupBy: { default: ['app'], max: 1 },
  measures: [...KPI_MEASURES, M.newUsers, M.activeUsers, M.reconPercent],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'revenue' }, { key: 'margin' }] },
  drill: toCompletes,
});

/** /report/performance (Clicks Report): traffic outcomes. */
export const clicksReport = defineReport({
  name: 'report_performance',
  url: '/api/reports/clicks',
  routeName: 'report_performance',
  title: 'Clicks Report',
  grains: ['day', 'week', 'month'],
  dimensions: [D.supplier, D.app, D.country, D.platform],
  groupBy: { default: [], max: 1 },
  measures: [M.clicks, M.completes, M.screenOut, M.cancelled, M.init, M.conversion, M.epc, M.avgLoi],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'clicks', as: 'bar' }, { key: 'conversion' }] },
  drill: toClicks,
});

/** /response-status-statistics: outcome trends per supplier. */
export const responseStatusStatisticsReport = defineReport({
  name: 'response_status_statistics',
  url: '/api/reports/response-status-statistics',
  routeName: 'response_status_statistics',
  title: 'Response Status Statistics',
  grains: ['day', 'week', 'month'],
  dimensions: [D.supplier, D.app, D.country],
  groupBy: { default: ['supplier'], max: 1 },
  measures: [M.clicks, M.completedShare, M.screenOutShare, M.cancelledShare, M.initShare, M.topRawStatus],
  window: DAY_WINDOW,
  chart: {
    kind: 'line',
    series: [{ key: 'completed_share' }, { key: 'screen_out_share' }, { key: 'cancelled_share' }, { key: 'init_share' }],
  },
  drill: toClicks,
});

/** /supplier-statistics: suppliers side by side over the window. */
export const supplierStatisticsReport = defineReport({
  name: 'supplier_statistics',
  url: '/api/reports/supplier-statistics',
  routeName: 'supplier_statistics',
  title: 'Supplier Statistics',
  grains: [],
  dimensions: [D.supplier, D.app, D.country],
  groupBy: { default: ['supplier'], max: 0 },
  // Live surveys are what each supplier has live now (any window), beside the window's KPIs.
  measures: [M.liveSurveyCount, ...KPI_MEASURES, M.avgCpi, M.avgLoi, M.reconPercent, M.revenueShare],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'revenue' }] },
  drill: toCompletes,
});

/** /cint-delivery-share: how much delivery rides on Cint (supplier 8). */
export const cintDeliveryShareReport = defineReport({
  name: 'cint_delivery_share',
  url: '/api/reports/cint-delivery-share',
  routeName: 'cint_delivery_share',
  title: 'Cint Delivery Share',
  grains: ['day', 'week', 'month'],
  dimensions: [D.country, D.app],
  groupBy: { default: ['country'], max: 1 },
  measures: [M.completes, M.cintCompletes, M.cintShare, M.cintRevenue, M.cintEpc, M.otherEpc, M.cintReconPercent],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'cint_share' }] },
  drill: toCompletes,
});

/** /app-overview: every app at a glance over the window. */
export const appOverviewReport = defineReport({
  name: 'app_overview',
  url: '/api/reports/app-overview',
  routeName: 'app_overview',
  title: 'App Overview',
  grains: [],
  dimensions: [D.app, D.country, D.platform],
  groupBy: { default: ['app'], max: 0 },
  // Surveys running is the app's switch (Stop/Resume stays on /apps, top admins only). Filters: date,
  // project and publisher (specification 04), applied to every figure of the row and to the totals.
  facts: [
    {
      key: 'publisher',
      label: 'Publisher',
      type: 'text',
      link: linkTo.publisher('publisher_id'),
      of: 'app',
      filter: { key: 'publisher_id', valueType: 'integer' },
    },
    { key: 'project', label: 'Project', type: 'text', of: 'app', filter: { key: 'project', valueType: 'text' } },
    { key: 'surveys_running', label: 'Surveys Running', type: 'text', of: 'app' },
  ],
  measures: [M.newUsers, M.activeUsers, ...KPI_MEASURES],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'revenue' }, { key: 'margin' }] },
  drill: toCompletes,
});

/**
 * /response-status: catch a supplier suddenly terminating everyone. Raw clicks of the last hours (an
 * index on created_at carries supplier and status), each supplier's raw statuses against the same
 * window yesterday; the chart shows the outcome shares per hour.
 */
export const responseStatusReport = defineReport({
  name: 'response_status',
  url: '/api/reports/response-status',
  routeName: 'response_status',
  title: 'Response Status',
  grains: [],
  dimensions: [D.supplier, D.responseStatus, D.app, D.country],
  groupBy: { default: ['supplier', 'response_status'], max: 0 },
  measures: [M.clicks, M.share, M.shareYesterday, M.shareChange],
  window: { key: 'hours', label: 'Window', hours: [6, 1, 24], maxDays: 1 },
  chart: {
    kind: 'line',
    series: [{ key: 'completed_share' }, { key: 'screen_out_share' }, { key: 'cancelled_share' }, { key: 'init_share' }],
  },
  drill: { routeName: 'clicks', dateFilter: 'created_at', filters: { supplier: 'supplier_id', response_status: 'response_status' } },
});

/** /daily-survey-sync: is each supplier feed arriving (survey_sync_runs, one row per feed run). */
export const dailySurveySyncReport = defineReport({
  name: 'daily_survey_sync',
  url: '/api/reports/daily-survey-sync',
  routeName: 'daily_survey_sync',
  title: 'Daily Survey Sync',
  grains: ['day'],
  dimensions: [D.supplier],
  groupBy: { default: ['supplier'], max: 0 },
  measures: [M.syncRuns, M.syncFailed, M.syncReceived, M.syncNew, M.syncUpdated, M.syncClosed, M.liveSurveys, M.lastError],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'live_surveys' }, { key: 'failed_runs', as: 'bar' }] },
});

/** /bitburst-comparison: does our router out-earn Bitburst's wall on the same apps and countries. */
export const bitburstComparisonReport = defineReport({
  name: 'bitburst_comparison',
  url: '/api/reports/bitburst-comparison',
  routeName: 'bitburst_comparison',
  title: 'Bitburst Comparison',
  grains: ['day', 'week', 'month'],
  dimensions: [D.app, D.country],
  groupBy: { default: ['app', 'country'], max: 2 },
  measures: [M.clicks, M.completes, M.surveyEpc, M.surveyRevenue, M.bbClicks, M.bbCompletes, M.bbEpc, M.bbRevenue, M.epcGap],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'survey_epc' }, { key: 'bb_epc' }] },
  drill: toCompletes,
});

/** /users-by-source: quality per acquisition source (external_source) and app, by sign-up date. */
export const usersBySourceReport = defineReport({
  name: 'users_by_source',
  url: '/api/reports/users-by-source',
  routeName: 'users_by_source',
  title: 'Users by Source',
  grains: [],
  dimensions: [D.userSource, D.app, D.country],
  groupBy: { default: ['user_source', 'app'], max: 0 },
  measures: [M.users, M.activatedPercent, M.bannedPercent, M.completesPerUser, M.netRevenuePerUser, M.reconPercent],
  window: { key: 'day', label: 'Sign-up date', defaultDays: 30, maxDays: 731 },
  chart: { kind: 'bar', series: [{ key: 'users' }] },
});
