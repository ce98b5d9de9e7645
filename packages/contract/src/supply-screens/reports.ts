import { defineReport } from '../reports/define.ts';
import { DIMENSION as D } from '../reports/dimensions.ts';
import { MEASURE as M } from '../reports/measures.ts';
import { WINDOW } from '../reports/defs/common.ts';
import type { ReportDimension } from '../reports/types.ts';

/** The devices a survey takes: 'all', or a list such as 'desktop, mobile' (filterData from the snapshots). */
export const DEVICE_DIMENSION: ReportDimension = { key: 'device', label: 'Device', type: 'text', filter: { valueType: 'text' } };

/** Figures as of the newest snapshot, and the live count per day for the 30-day chart. */
export const INVENTORY_MEASURES = {
  live: { key: 'inventory_live', label: 'Live Surveys', type: 'number' },
  avgCpi: { key: 'inventory_avg_cpi', label: 'Avg CPI $', type: 'money' },
  medianLoi: { key: 'inventory_median_loi', label: 'Median LOI', type: 'number' },
  quotaLeft: { key: 'inventory_quota_left', label: 'Quota Left', type: 'number' },
  addedToday: { key: 'inventory_added_today', label: 'Added Today', type: 'number' },
  closedToday: { key: 'inventory_closed_today', label: 'Closed Today', type: 'number' },
  conversion7d: { key: 'inventory_conversion_7d', label: 'Conversion 7 d %', type: 'percent' },
  livePerDay: { key: 'inventory_live_per_day', label: 'Live per Day (avg)', type: 'number' },
} as const;

/**
 * /survey-inventory: how much supply is live, per supplier x country (specification 04, section 9),
 * from the daily survey inventory snapshots; the chart plots live surveys per day over the window.
 */
export const surveyInventoryReport = defineReport({
  name: 'survey_inventory',
  url: '/api/reports/survey-inventory',
  routeName: 'survey_inventory',
  title: 'Survey Inventory',
  grains: [],
  dimensions: [D.supplier, D.country, DEVICE_DIMENSION],
  groupBy: { default: ['supplier', 'country'], max: 0 },
  measures: Object.values(INVENTORY_MEASURES),
  window: WINDOW.days,
  chart: { kind: 'line', series: [{ key: INVENTORY_MEASURES.livePerDay.key }] },
});

/** Prime Sample (supplier 50, PSA): the supplier whose buyers /prime-sample-buyers shows. */
export const PRIME_SAMPLE_SUPPLIER_ID = 50;

/** /prime-sample-buyers: field performance of the buyers behind Prime Sample surveys. */
export const primeSampleBuyersReport = defineReport({
  name: 'prime_sample_buyers',
  url: '/api/reports/prime-sample-buyers',
  routeName: 'prime_sample_buyers',
  title: 'Prime Sample Buyers',
  grains: [],
  dimensions: [D.buyer, D.country],
  groupBy: { default: ['buyer'], max: 0 },
  measures: [M.liveSurveyCount, M.clicks, M.completes, M.conversion, M.revenue, M.reconPercent],
  window: WINDOW.days,
  chart: { kind: 'bar', series: [{ key: M.completes.key }], by: 'buyer' },
});
