import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import { STAFF_MEASURE as S } from '../staff-measures.ts';
import { RISKY_COUNTRIES } from '../../enums/risk.ts';

/** A risky country's cell (Nigeria, Mexico, Venezuela, Pakistan, Syria, China) is highlighted red. */
const riskyCell = (idKey: string) => (row: Readonly<Record<string, unknown>>) =>
  RISKY_COUNTRIES.some((c) => c.code === row[idKey]) ? ('red' as const) : null;

/**
 * /survey-attacks-open-ends: open-end answers typed by many users, clustered by the identical text
 * or by its letters and digits (`filter[groupBy]=similar`); clusters of at least 3 users by default.
 */
export const surveyAttacksOpenEndsReport = defineReport({
  name: 'survey_attacks_open_ends',
  url: '/api/reports/survey-attacks-open-ends',
  routeName: 'survey_attacks_open_ends',
  title: 'Survey Attacks Open Ends',
  grains: [],
  dimensions: [D.identicalAnswer, D.similarAnswer],
  groupBy: { default: ['identical'], max: 1 },
  measures: [M.users, M.bannedPercent, S.copyPastedPercent, S.questions, S.lastSeen],
  window: { key: 'day', label: 'Date', defaultDays: 30, maxDays: 366 },
  threshold: { key: 'min_users', label: 'Min Users', default: 3 },
  chart: { kind: 'line', series: [{ key: 'users' }] },
});

/** /geo-mapping: the country users declare against the one they connect from, by sign-up date. */
export const geoMappingReport = defineReport({
  name: 'geo_mapping',
  url: '/api/reports/geo-mapping',
  routeName: 'geo_mapping',
  title: 'Geo Mapping',
  grains: [],
  dimensions: [D.declaredCountry, D.ipCountry, D.app, D.geoMatch],
  groupBy: { default: ['declared_country', 'ip_country'], max: 0 },
  measures: [M.users, S.userShare, M.bannedPercent, M.reconPercent, S.riskyCountry],
  window: { key: 'day', label: 'Sign-up Date', defaultDays: 30, maxDays: 366 },
  chart: { kind: 'line', series: [{ key: 'users' }] },
  colours: {
    declared_country: riskyCell('declared_country_id'),
    ip_country: riskyCell('ip_country_id'),
    risky_country: (row) => (row.risky_country === 'Risky' ? 'red' : null),
  },
});

export const qualityReports = [surveyAttacksOpenEndsReport, geoMappingReport] as const;
