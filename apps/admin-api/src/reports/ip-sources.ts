import { userStatus } from '@bo/contract';
import type { ReportSource } from './types.ts';

/**
 * The ip_logs of the window with their users (IP Logs One, Two and Three). The threshold keeps the
 * rows of the IPs, subnets or users that reach the minimum over the same window's rows.
 */
const utcBound = (day: string) => `((${day})::timestamp AT TIME ZONE 'UTC')`;
const SUBNET = (ip: string) => `network(set_masklen(${ip}, 24))::text`;
const windowOf = (alias: string, lo: string, hi: string) =>
  `${alias}.created_at >= ${utcBound(lo)} AND ${alias}.created_at < ${utcBound(hi)}`;
const reaching = (key: (alias: string) => string, count: string) => (min: string, lo: string, hi: string) =>
  `${key('il')} IN (SELECT ${key('t')} FROM admin.ip_logs t WHERE ${windowOf('t', lo, hi)} GROUP BY 1 HAVING count(DISTINCT t.${count}) >= ${min})`;
const STATUS_LABEL = `CASE max(ilu.status) ${userStatus.options.map((o) => `WHEN ${Number(o.value)} THEN '${o.label.replace(/'/g, "''")}'`).join(' ')} END`;

const IP_LOGS: Omit<ReportSource, 'threshold'> = {
  from: 'admin.ip_logs il JOIN admin.users ilu ON ilu.id = il.user_id',
  day: `(il.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => windowOf('il', lo, hi),
  dims: { ip: 'il.ip', subnet: SUBNET('il.ip'), user: 'il.user_id', app: 'ilu.app_id', country: 'il.country_code' },
  sums: {
    users: 'count(DISTINCT il.user_id)',
    banned: 'count(DISTINCT il.user_id) FILTER (WHERE ilu.status IN (2, 3))',
    apps: 'count(DISTINCT ilu.app_id)',
    ips: 'count(DISTINCT il.ip)',
    countries: 'count(DISTINCT il.country_code)',
    cities: 'count(DISTINCT il.city)',
    top_country: 'mode() WITHIN GROUP (ORDER BY il.country_code)::text',
    top_city: 'mode() WITHIN GROUP (ORDER BY il.city)',
    last_seen: `to_char(max(il.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')`,
    last_ip: '(array_agg(host(il.ip) ORDER BY il.created_at DESC, il.id DESC))[1]',
    user_status: STATUS_LABEL,
  },
};

export const IPS_SHARED: ReportSource = { ...IP_LOGS, threshold: reaching((a) => `${a}.ip`, 'user_id') };
export const SUBNETS_SHARED: ReportSource = { ...IP_LOGS, threshold: reaching((a) => SUBNET(`${a}.ip`), 'user_id') };
export const USERS_HOPPING: ReportSource = { ...IP_LOGS, threshold: reaching((a) => `${a}.user_id`, 'country_code') };
