import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import { STAFF_MEASURE as S } from '../staff-measures.ts';
import type { ReportWindow } from '../types.ts';

/**
 * The IP logs of specification 04, section 6: the ip_logs of the window (7 days by default) grouped
 * by IP, by /24 subnet or by user, keeping the groups that reach the minimum.
 */
const IP_WINDOW: ReportWindow = { key: 'day', label: 'Date', defaultDays: 7, maxDays: 92 };
const usersChart = { kind: 'line', series: [{ key: 'users' }] } as const;

/** /iplogsone: IPs shared by many users. */
export const ipLogsOneReport = defineReport({
  name: 'iplogsone',
  url: '/api/reports/iplogsone',
  routeName: 'iplogsone',
  title: 'IP Logs One',
  grains: [],
  dimensions: [D.ip, D.country],
  groupBy: { default: ['ip'], max: 0 },
  measures: [M.users, S.apps, M.bannedPercent, S.topCountry, S.topCity, S.lastSeen],
  window: IP_WINDOW,
  threshold: { key: 'min_users', label: 'Min Users', default: 2 },
  chart: usersChart,
});

/** /iplogstwo: the same per /24 subnet. */
export const ipLogsTwoReport = defineReport({
  name: 'iplogstwo',
  url: '/api/reports/iplogstwo',
  routeName: 'iplogstwo',
  title: 'IP Logs Two',
  grains: [],
  dimensions: [D.subnet],
  groupBy: { default: ['subnet'], max: 0 },
  measures: [S.ips, M.users, M.bannedPercent, S.countries],
  window: IP_WINDOW,
  threshold: { key: 'min_users', label: 'Min Users', default: 5 },
  chart: usersChart,
});

/** /iplogsthree: users who hop between IPs and countries. */
export const ipLogsThreeReport = defineReport({
  name: 'iplogsthree',
  url: '/api/reports/iplogsthree',
  routeName: 'iplogsthree',
  title: 'IP Logs Three',
  grains: [],
  dimensions: [D.user, D.app],
  groupBy: { default: ['user'], max: 0 },
  measures: [S.distinctIps, S.countries, S.cities, S.lastIp, S.userStatus],
  window: IP_WINDOW,
  threshold: { key: 'min_countries', label: 'Min Countries', default: 2 },
  chart: { kind: 'line', series: [{ key: 'ips' }] },
});

export const ipLogReports = [ipLogsOneReport, ipLogsTwoReport, ipLogsThreeReport] as const;
