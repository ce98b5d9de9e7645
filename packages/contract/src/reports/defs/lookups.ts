import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import { STAFF_MEASURE as S } from '../staff-measures.ts';
import type { ReportDimension, ReportMeasure } from '../types.ts';
import { banRateColour } from '../../user-details/colours.ts';

/** The tabs of High Risk Metrics: the user-details red flags, platform-wide (specification 04, section 4). */
export const HIGH_RISK_KINDS = {
  subnet: 'Subnets',
  ip_range: 'IP Ranges',
  city: 'Cities',
  signup_ip: 'Sign-up IPs',
  profiling_pair: 'Profiling Answer Pairs',
} as const;
export type HighRiskKind = keyof typeof HIGH_RISK_KINDS;

const LOOKUP_DIMENSION = {
  riskKind: {
    key: 'risk_kind',
    label: 'Tab',
    type: 'text',
    filter: { valueType: 'text', options: Object.entries(HIGH_RISK_KINDS).map(([value, label]) => ({ value, label })) },
  },
  riskValue: { key: 'risk_value', label: 'Value', type: 'text' },
  question: { key: 'question', label: 'Question', type: 'text', filter: {} },
  answer: { key: 'answer', label: 'Answer', type: 'text' },
  userCountry: { key: 'country', label: 'Country', type: 'text', filter: { valueType: 'country' } },
  userState: {
    key: 'user_state',
    label: 'Users',
    type: 'text',
    filter: { valueType: 'text', options: [{ value: 'active', label: 'Active only' }] },
  },
} as const satisfies Record<string, ReportDimension>;

const LOOKUP_MEASURE = {
  totalUsers: { key: 'users', label: 'Total Users', type: 'number' },
  banned: { key: 'banned', label: 'Banned', type: 'number' },
  banRate: { key: 'ban_rate', label: 'Ban Rate %', type: 'percent' },
  activated: { key: 'activated', label: 'Activated', type: 'number' },
  precode: { key: 'precode', label: 'Precode', type: 'text' },
  manually: { key: 'manually', label: 'Manually', type: 'number' },
  automatically: { key: 'automatically', label: 'Automatically', type: 'number' },
  supplierMatch: { key: 'supplier_match', label: 'Supplier Match', type: 'number' },
} as const satisfies Record<string, ReportMeasure>;

/**
 * /high-risk-metrics: subnets, IP ranges (/16), cities, sign-up IPs and the marked profiling answer
 * pairs, each with its users over the window (IP logs and answers by their time, sign-up IPs by
 * sign-up), how many are banned (2, 3) and activated (1 Active). The tab is a filter of the rows.
 */
export const highRiskMetricsReport = defineReport({
  name: 'high_risk_metrics',
  url: '/api/reports/high-risk-metrics',
  routeName: 'high_risk_metrics',
  title: 'High Risk Metrics',
  grains: [],
  dimensions: [LOOKUP_DIMENSION.riskKind, LOOKUP_DIMENSION.riskValue],
  groupBy: { default: ['risk_kind', 'risk_value'], max: 0 },
  measures: [LOOKUP_MEASURE.totalUsers, LOOKUP_MEASURE.banned, LOOKUP_MEASURE.banRate, LOOKUP_MEASURE.activated],
  window: { key: 'day', label: 'Date', defaultDays: 30, maxDays: 366 },
  threshold: { key: 'min_users', label: 'Min Users', default: 2 },
  chart: { kind: 'bar', series: [{ key: 'users' }, { key: 'banned' }], by: 'risk_kind' },
  // Ban rate: red 50 % and more, amber 20 to under 50, green under 20.
  colours: { ban_rate: (row) => (row.ban_rate === null || row.ban_rate === undefined ? null : banRateColour(Number(row.ban_rate))) },
});

/**
 * /user-profiling-lookup: the panel on one question (required: without one the view opens on the
 * question most users answered, named in its rows): per answer its precode, users, share and users
 * by source. Filters: country, app, active users only.
 */
export const userProfilingLookupReport = defineReport({
  name: 'user_profiling_lookup',
  url: '/api/reports/user-profiling-lookup',
  routeName: 'user_profiling_lookup',
  title: 'User Profiling Lookup',
  grains: [],
  dimensions: [LOOKUP_DIMENSION.question, LOOKUP_DIMENSION.answer, LOOKUP_DIMENSION.userCountry, D.app, LOOKUP_DIMENSION.userState],
  groupBy: { default: ['answer'], max: 0 },
  requires: 'question',
  measures: [
    LOOKUP_MEASURE.precode,
    M.users,
    S.userShare,
    LOOKUP_MEASURE.manually,
    LOOKUP_MEASURE.automatically,
    LOOKUP_MEASURE.supplierMatch,
  ],
  window: { key: 'day', label: 'Answered', defaultDays: 365, maxDays: 3660 },
  chart: { kind: 'bar', series: [{ key: 'users' }], by: 'answer' },
});

export const lookupReports = [highRiskMetricsReport, userProfilingLookupReport] as const;
