import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';

/** Offer reports read the offer clicks, events and IAP rows as they are (specification 04, section 8; rules 1-2). */
const DAY_WINDOW = { key: 'day', label: 'Date', defaultDays: 30, maxDays: 366 } as const;
const toOfferEvents = { routeName: 'offer_events', dateFilter: 'created_at', filters: { offer: 'offer_id' } } as const;

/** /offer-click-report: offer traffic by cut. */
export const offerClickReport = defineReport({
  name: 'offer_click_report',
  url: '/api/reports/offer-click-report',
  routeName: 'offer_click_report',
  title: 'Offer Click Report',
  grains: ['day', 'week', 'month'],
  dimensions: [D.offer, D.provider, D.app, D.platform, D.country],
  groupBy: { default: ['offer'], max: 3 },
  measures: [M.clicks, M.users, M.offerEvents, M.eventRate, M.revenue, M.epc],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'revenue' }, { key: 'clicks', as: 'bar' }] },
});

/** /offer-report: which offers earn. */
export const offerReport = defineReport({
  name: 'offer_report',
  url: '/api/reports/offer-report',
  routeName: 'offer_report',
  title: 'Offer Report',
  grains: [],
  dimensions: [D.offer, D.provider, D.app, D.country, D.platform],
  groupBy: { default: ['offer', 'provider'], max: 0 },
  measures: [M.clicks, M.offerEvents, M.revenue, M.publisherPayout, M.userRewards, M.margin, M.epc, M.rejectedPercent],
  window: DAY_WINDOW,
  chart: { kind: 'bar', series: [{ key: 'revenue' }] },
  drill: toOfferEvents,
});

/** /offer-performance-analysis: offer economics over time; export offer_performance_analysis_export (admins 1 and 5). */
export const offerPerformanceAnalysisReport = defineReport({
  name: 'offer_performance_analysis',
  url: '/api/reports/offer-performance-analysis',
  routeName: 'offer_performance_analysis',
  title: 'Offer Performance Analysis',
  grains: ['day', 'week', 'month'],
  dimensions: [D.offer, D.app, D.country],
  groupBy: { default: ['offer'], max: 1 },
  measures: [M.clicks, M.offerEvents, M.revenue, M.publisherPayout, M.margin, M.epc, M.iap, M.advertiserRoas],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'revenue' }, { key: 'iap' }] },
  drill: toOfferEvents,
});

/** /offer-quality-report: what an advertiser judges us on. */
export const offerQualityReport = defineReport({
  name: 'offer_quality_report',
  url: '/api/reports/offer-quality-report',
  routeName: 'offer_quality_report',
  title: 'Offer Quality Report',
  grains: [],
  dimensions: [D.offer, D.app],
  groupBy: { default: ['offer', 'app'], max: 0 },
  measures: [M.eventUsers, M.offerEvents, M.highRiskPercent, M.hiddenPercent, M.rejectedPercent, M.usersBannedPercent, M.iapPerUser],
  window: DAY_WINDOW,
  chart: { kind: 'bar', series: [{ key: 'rejected_percent' }, { key: 'high_risk_percent' }] },
  drill: toOfferEvents,
});

/** /offer-event-report: an offer's event funnel, one row per reward step (the offer is required). */
export const offerEventReport = defineReport({
  name: 'offer_event_report',
  url: '/api/reports/offer-event-report',
  routeName: 'offer_event_report',
  title: 'Offer Event Report',
  grains: [],
  dimensions: [D.offer, D.reward, D.app],
  groupBy: { default: ['offer', 'reward'], max: 0 },
  measures: [M.usersReaching, M.offerEvents, M.revenue, M.revenuePerEvent, M.medianDelayHours, M.creditedPercent],
  window: DAY_WINDOW,
  chart: { kind: 'bar', series: [{ key: 'users_reaching' }] },
  requires: 'offer',
});
