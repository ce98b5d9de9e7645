import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { COHORT_MONTHS, cohortMonthMeasure, KPI_MEASURES, MEASURE as M } from '../measures.ts';
import { reconciliationColour } from '../../user-details/colours.ts';
import { DRILL, WINDOW } from './common.ts';

const reconColour = (key: string) => (row: Readonly<Record<string, unknown>>) =>
  row[key] === null || row[key] === undefined ? null : reconciliationColour(Number(row[key]));

/**
 * /publisher-performance: which publishers bring good traffic. Their apps' traffic (apps.publisher_id),
 * the users active on those apps in the window, and the share of them since banned.
 */
export const publisherPerformanceReport = defineReport({
  name: 'publisher_performance',
  url: '/api/reports/publisher-performance',
  routeName: 'publisher_performance',
  title: 'Publisher Performance',
  grains: [],
  dimensions: [D.publisher, D.country],
  groupBy: { default: ['publisher'], max: 2 },
  measures: [M.apps, M.users, ...KPI_MEASURES, M.reconPercent, M.bannedPercent],
  window: WINDOW.days,
  chart: { kind: 'line', series: [{ key: 'revenue' }, { key: 'margin' }] },
  drill: DRILL.completes,
});

/**
 * /cohort-report: cohorts across products. A row is a sign-up month and app: its users, how many
 * completed a survey, the net revenue per user in each month since sign-up, and how many are banned.
 */
export const cohortReport = defineReport({
  name: 'cohort_report',
  url: '/api/reports/cohort-report',
  routeName: 'cohort_report',
  title: 'Cohort Report',
  grains: ['month'],
  dimensions: [D.app, D.country, D.userSource],
  groupBy: { default: ['app'], max: 1 },
  measures: [
    M.users,
    M.activatedPercent,
    ...Array.from({ length: COHORT_MONTHS }, (_, k) => cohortMonthMeasure(k)),
    M.cumulativeNetRevenuePerUser,
    M.bannedPercent,
  ],
  window: { ...WINDOW.months12, label: 'Cohorts' },
  chart: { kind: 'line', series: [{ key: 'cumulative_net_revenue_per_user' }] },
  exportName: 'cohort_report',
});

/**
 * /supplier-reconciliations: each supplier's reconciliation by complete month (reconciled counts
 * against the complete's own month), with when its last reconciliation landed.
 */
export const supplierReconciliationsReport = defineReport({
  name: 'supplier_reconciliations',
  url: '/api/reports/supplier-reconciliations',
  routeName: 'supplier_reconciliations',
  title: 'Supplier Reconciliations',
  grains: ['month'],
  dimensions: [D.supplier, D.app],
  groupBy: { default: ['supplier'], max: 1 },
  measures: [M.completes, M.reconciled, M.reconPercent, M.revenueReversed, M.atRisk, M.lastReceived],
  window: WINDOW.months12,
  chart: { kind: 'line', series: [{ key: 'recon_percent' }] },
  drill: DRILL.completes,
});

/**
 * /reconciliation-pacing: is this month's reconciliation on course. Each supplier's completes of the
 * current and the previous month, reconciled so far, and the projection of 02 section 7 (the current
 * rate scaled by how much of the reconciliation window the completes have lived through). The chart is
 * the specification's curve: cumulative recon % by days since month end, last month against the six before.
 */
export const reconciliationPacingReport = defineReport({
  name: 'reconciliation_pacing',
  url: '/api/reports/reconciliation-pacing',
  routeName: 'reconciliation_pacing',
  title: 'Reconciliation Pacing',
  grains: ['month'],
  dimensions: [D.supplier],
  groupBy: { default: ['supplier'], max: 0 },
  measures: [M.completes, M.reconciledSoFar, M.currentPercent, M.projectedPercent, M.confidence, M.avgDaysSinceComplete],
  // The current and the previous month: the columns name their periods.
  window: { key: 'day', label: 'Months', defaultMonths: 2, maxDays: 62, fixed: true },
  // Cumulative recon % by days since month end: last month (reconciling now) against the six before it.
  chart: { kind: 'line', series: [{ key: 'recon_percent' }], seriesBy: 'month', xAxisLabel: 'Days since month end' },
  drill: DRILL.completes,
  // Specification 02 section 9: reconciliation under 5 % green, above 10 % red.
  colours: { recon_percent: reconColour('recon_percent'), projected_percent: reconColour('projected_percent') },
});

/**
 * /publisher-transactions: each publisher's running balance. Per day: payout earned on its apps, the
 * reconciliation deductions (against the complete's own day), payments paid and adjustments; the
 * balance carries everything before the window.
 */
export const publisherTransactionsReport = defineReport({
  name: 'publisher_transactions',
  url: '/api/reports/publisher-transactions',
  routeName: 'publisher_transactions',
  title: 'Publisher Transactions',
  grains: ['day', 'week', 'month'],
  dimensions: [D.publisher],
  groupBy: { default: ['publisher'], max: 0 },
  measures: [M.earned, M.deductions, M.paymentsPaid, M.adjustments, M.balance],
  window: WINDOW.days,
  chart: { kind: 'line', series: [{ key: 'balance' }, { key: 'earned', as: 'bar' }] },
});
