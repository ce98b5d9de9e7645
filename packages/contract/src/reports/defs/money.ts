import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import { DRILL, WINDOW } from './common.ts';

const toCompletes = DRILL.completes;

/** /revenue-report: revenue by any cut. */
export const revenueReport = defineReport({
  name: 'revenue_report',
  url: '/api/reports/revenue-report',
  routeName: 'revenue_report',
  title: 'Revenue Report',
  grains: ['day', 'week', 'month'],
  dimensions: [D.source, D.supplier, D.app, D.country, D.platform],
  groupBy: { default: ['source'], max: 1 },
  measures: [M.revenue, M.reconciledRevenue, M.netRevenue, M.publisherPayout, M.margin, M.marginPercent],
  window: WINDOW.daysLong,
  chart: { kind: 'area', series: [{ key: 'net_revenue' }], stack: true },
  drill: toCompletes,
});

/** /monthly-revenue-report: month-end revenue while reconciliations still land. */
export const monthlyRevenueReport = defineReport({
  name: 'monthly_revenue_report',
  url: '/api/reports/monthly-revenue-report',
  routeName: 'monthly_revenue_report',
  title: 'Monthly Revenue Report',
  grains: ['month'],
  dimensions: [D.supplier, D.provider, D.app],
  groupBy: { default: ['supplier'], max: 1 },
  measures: [M.completes, M.offerEvents, M.revenue, M.reconciledRevenue, M.netRevenue, M.reconPercent, M.publisherPayout, M.margin],
  window: WINDOW.months12,
  chart: { kind: 'bar', series: [{ key: 'net_revenue' }] },
  drill: toCompletes,
});

/** /report/completes: completes and their money. */
export const completesReport = defineReport({
  name: 'report_completes',
  url: '/api/reports/completes',
  routeName: 'report_completes',
  title: 'Completes Report',
  grains: ['day', 'week', 'month'],
  dimensions: [D.supplier, D.app, D.country],
  groupBy: { default: [], max: 1 },
  measures: [M.completes, M.surveyRevenue, M.publisherPayout, M.userReward, M.avgCpi, M.reconciled, M.reconPercent, M.atRisk],
  window: WINDOW.days,
  chart: { kind: 'line', series: [{ key: 'completes', as: 'bar' }, { key: 'survey_revenue' }] },
  drill: toCompletes,
});

/** /reconciliation-chart: recon % per supplier over the last 12 months. */
export const reconciliationChartReport = defineReport({
  name: 'reconciliation_chart',
  url: '/api/reports/reconciliation-chart',
  routeName: 'reconciliation_chart',
  title: 'Reconciliation Chart',
  grains: ['month'],
  dimensions: [D.supplier, D.app],
  groupBy: { default: ['supplier'], max: 1 },
  measures: [M.completes, M.reconciled, M.reconPercent],
  window: WINDOW.months12,
  chart: { kind: 'line', series: [{ key: 'recon_percent' }] },
  drill: toCompletes,
});

/** /top-surveys: the surveys earning now (top 100 by revenue), from daily_survey_stats. */
export const topSurveysReport = defineReport({
  name: 'top_surveys',
  url: '/api/reports/top-surveys',
  routeName: 'top_surveys',
  title: 'Top Surveys',
  grains: [],
  dimensions: [D.survey, D.supplier, D.buyer, D.country, D.app],
  groupBy: { default: ['survey', 'supplier', 'buyer', 'country'], max: 0 },
  measures: [M.avgCpi, M.avgLoi, M.clicks, M.completes, M.conversion, M.epc, M.revenue, M.reconPercent],
  window: { key: 'day', label: 'Date', defaultDays: 1, maxDays: 31 },
  chart: { kind: 'bar', series: [{ key: 'revenue' }] },
  drill: { routeName: 'completes', dateFilter: 'completed_at', filters: { supplier: 'supplier_id', survey: 'surveyId' } },
});

/** /report/reconciliation: which supply gets reversed, by the complete's month, drilling to buyers. */
export const reconciliationReport = defineReport({
  name: 'report_reconciliation',
  url: '/api/reports/reconciliation',
  routeName: 'report_reconciliation',
  title: 'Reconciliation Report',
  grains: ['month'],
  dimensions: [D.supplier, D.buyer, D.app, D.country],
  groupBy: { default: ['supplier'], max: 2 },
  // Worst buyer: the row's buyer with the largest reconciled revenue (its loss).
  measures: [M.completes, M.reconciled, M.reconPercent, M.reconciledRevenue, M.atRisk, M.worstBuyer],
  window: WINDOW.months12,
  chart: { kind: 'line', series: [{ key: 'recon_percent' }] },
  drill: toCompletes,
});

/** /dynata-top-surveys: Top Surveys for Dynata (supplier 6), with the quota each survey has left. */
export const dynataTopSurveysReport = defineReport({
  ...topSurveysReport,
  name: 'dynata_top_surveys',
  url: '/api/reports/dynata-top-surveys',
  routeName: 'dynata_top_surveys',
  title: 'Dynata Top Surveys',
  dimensions: [D.survey, D.buyer, D.country, D.app],
  groupBy: { default: ['survey', 'buyer', 'country'], max: 0 },
  measures: [...topSurveysReport.measures, M.quotaLeft],
});

/**
 * /financial-report (top admins only: a fixed grant): the P&L by month. Costs are what leaves the
 * business: payouts to external publishers' apps and our own apps' user rewards and bonuses; the
 * liability change is what users were credited less what they claimed. Marketing spend is Adjust's spend
 * (networks counted in spend) plus the spend logged outside Adjust, beside the costs, not in them.
 */
export const financialReport = defineReport({
  name: 'financial_report',
  url: '/api/reports/financial-report',
  routeName: 'financial_report',
  title: 'Financial Report',
  grains: ['month'],
  dimensions: [],
  groupBy: { default: [], max: 0 },
  measures: [
    M.surveyRevenue,
    M.offerRevenue,
    M.reconciledRevenue,
    M.netRevenue,
    M.externalPayout,
    M.rewardsAndBonuses,
    M.claimsPaid,
    M.liabilityChange,
    M.marketingSpend,
    M.costs,
    M.grossMargin,
    M.grossMarginPercent,
  ],
  window: WINDOW.months12,
  chart: { kind: 'bar', series: [{ key: 'net_revenue' }, { key: 'costs' }] },
  drill: toCompletes,
});

/** /supplier-top-surveys: Top Surveys for one supplier (a required selector), with the supplier's own survey id. */
export const supplierTopSurveysReport = defineReport({
  ...topSurveysReport,
  name: 'supplier_top_surveys',
  url: '/api/reports/supplier-top-surveys',
  routeName: 'supplier_top_surveys',
  title: 'Supplier Top Surveys',
  dimensions: [D.survey, D.surveyExternalId, D.supplier, D.buyer, D.country, D.app],
  groupBy: { default: ['survey', 'survey_external_id', 'supplier', 'buyer', 'country'], max: 0 },
  requires: 'supplier',
});

/** /delivery-overview: where supply delivers or dries up, per supplier (expanding to its buyers). */
export const deliveryOverviewReport = defineReport({
  name: 'delivery_overview',
  url: '/api/reports/delivery-overview',
  routeName: 'delivery_overview',
  title: 'Delivery Overview',
  grains: [],
  dimensions: [D.supplier, D.buyer, D.country, D.app],
  groupBy: { default: ['supplier'], max: 2 },
  measures: [
    M.liveSurveyCount,
    M.quotaLeft,
    M.completesToday,
    M.completesYesterday,
    M.completes7d,
    M.conversion7d,
    M.epc7d,
    M.reconLastMonth,
    M.changePrior7d,
  ],
  // Today back to the first day of last month: every column's period lies inside.
  window: { key: 'day', label: 'Date', defaultMonths: 2, maxDays: 62, fixed: true },
  chart: { kind: 'bar', series: [{ key: 'completes_7d' }] },
  drill: { routeName: 'completes', dateFilter: 'completed_at', filters: { supplier: 'supplier_id' } },
});
