import { COLOUR_THRESHOLDS, HIGH_RISK_MIN_OTHER_USERS } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { BANNED_USERS_LISTED, GROUP_SAMPLE_USERS, NETWORK_GROUPS_LIMIT, NETWORK_IP_LOGS_WINDOW } from '../constants.ts';
import { percent } from '../format.ts';
import { isBanned } from '../sql.ts';

interface GroupCount {
  key: string;
  total: number;
  banned: number;
  /** The first BANNED_USERS_LISTED banned users of the group, by id. */
  banned_ids: number[];
}

export interface BannedUser {
  user_id: number;
  status: number;
}

export interface RiskGroup<K extends string> {
  count: number;
  users: number;
  banned_users: number;
  ban_rate: number;
  rows: Array<Record<K, string> & { total_users: number; banned_users: number; ban_rate: number; banned_user_list: BannedUser[] }>;
}

/** Other users in the same networks as the user's latest addresses (prefix bits for IPv4 / IPv6). */
const NETWORK_SQL = `
  WITH mine AS (SELECT DISTINCT ip FROM (SELECT l.ip FROM admin.ip_logs l WHERE l.user_id = $1 ORDER BY l.id DESC LIMIT $2) x),
  nets AS (SELECT DISTINCT network(set_masklen(ip, CASE family(ip) WHEN 4 THEN $3::int ELSE $4::int END)) AS net FROM mine ORDER BY 1 LIMIT $5),
  bounds AS (
    SELECT net, set_masklen(net::inet, CASE family(net) WHEN 4 THEN 32 ELSE 128 END) AS lo,
      set_masklen(broadcast(net), CASE family(net) WHEN 4 THEN 32 ELSE 128 END) AS hi
    FROM nets
  )
  SELECT b.net::text AS key, count(DISTINCT l.user_id)::int AS total, count(DISTINCT l.user_id) FILTER (WHERE ${isBanned('u')})::int AS banned,
    coalesce((array_agg(DISTINCT l.user_id ORDER BY l.user_id) FILTER (WHERE ${isBanned('u')}))[1:$6::int], '{}')::int[] AS banned_ids
  FROM bounds b
  JOIN admin.ip_logs l ON l.ip BETWEEN b.lo AND b.hi AND l.user_id <> $1
  JOIN admin.users u ON u.id = l.user_id
  GROUP BY b.net`;

/** Other users of the cities the user's latest logs come from (a sample of each big city). */
const CITY_SQL = `
  WITH mine AS (SELECT DISTINCT city FROM (SELECT l.city FROM admin.ip_logs l WHERE l.user_id = $1 AND l.city IS NOT NULL ORDER BY l.id DESC LIMIT $2) x ORDER BY city LIMIT $3)
  SELECT m.city AS key, s.total, s.banned, s.banned_ids
  FROM mine m CROSS JOIN LATERAL (
    SELECT count(*)::int AS total, count(*) FILTER (WHERE ${isBanned('u')})::int AS banned,
      coalesce((array_agg(u.id ORDER BY u.id) FILTER (WHERE ${isBanned('u')}))[1:$5::int], '{}')::int[] AS banned_ids
    FROM (SELECT DISTINCT l.user_id FROM admin.ip_logs l WHERE l.city = m.city AND l.user_id <> $1 ORDER BY l.user_id LIMIT $4) d
    JOIN admin.users u ON u.id = d.user_id
  ) s
  WHERE s.total > 0`;

/** Other users who signed up from the user's sign-up address. */
const SIGNUP_SQL = `
  SELECT host(me.signup_ip) AS key, count(*)::int AS total, count(*) FILTER (WHERE ${isBanned('o')})::int AS banned,
    coalesce((array_agg(o.id ORDER BY o.id) FILTER (WHERE ${isBanned('o')}))[1:$2::int], '{}')::int[] AS banned_ids
  FROM admin.users me JOIN admin.users o ON o.signup_ip = me.signup_ip AND o.id <> me.id
  WHERE me.id = $1 AND me.signup_ip IS NOT NULL
  GROUP BY me.signup_ip`;

/** A red-flag group: every neighbouring group, the high-risk ones (ban rate at the amber threshold) counted. */
function toGroup<K extends string>(key: K, counts: GroupCount[], statusOf: ReadonlyMap<number, number>): RiskGroup<K> {
  const rows = counts
    .map(
      (c) =>
        ({
          [key]: c.key,
          total_users: c.total,
          banned_users: c.banned,
          ban_rate: percent(c.banned, c.total),
          banned_user_list: c.banned_ids.flatMap((id) => {
            const status = statusOf.get(id);
            return status === undefined ? [] : [{ user_id: id, status }];
          }),
        }) as RiskGroup<K>['rows'][number],
    )
    .sort((a, b) => b.ban_rate - a.ban_rate || b.total_users - a.total_users);
  const users = rows.reduce((n, r) => n + r.total_users, 0);
  const banned = rows.reduce((n, r) => n + r.banned_users, 0);
  const highRisk = rows.filter((r) => r.total_users >= HIGH_RISK_MIN_OTHER_USERS && r.ban_rate >= COLOUR_THRESHOLDS.banRate.amberFrom);
  return { count: highRisk.length, users, banned_users: banned, ban_rate: percent(banned, users), rows };
}

export interface NetworkFlags {
  subnets: RiskGroup<'subnet'>;
  ipRanges: RiskGroup<'ip_range'>;
  cities: RiskGroup<'city'>;
  signupIps: RiskGroup<'signup_ip'>;
}

/** The status (Banned or Shadow Banned) each listed banned user shows beside its id. */
async function loadStatuses(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; status: number }>(
    `SELECT id::int AS id, status FROM admin.users WHERE id = ANY($1::bigint[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function loadNetworkFlags(db: Queryable, userId: number): Promise<NetworkFlags> {
  const [subnets, ranges, cities, signup] = await Promise.all([
    db.query<GroupCount>(NETWORK_SQL, [userId, NETWORK_IP_LOGS_WINDOW, 24, 64, NETWORK_GROUPS_LIMIT, BANNED_USERS_LISTED]),
    db.query<GroupCount>(NETWORK_SQL, [userId, NETWORK_IP_LOGS_WINDOW, 16, 48, NETWORK_GROUPS_LIMIT, BANNED_USERS_LISTED]),
    db.query<GroupCount>(CITY_SQL, [userId, NETWORK_IP_LOGS_WINDOW, NETWORK_GROUPS_LIMIT, GROUP_SAMPLE_USERS, BANNED_USERS_LISTED]),
    db.query<GroupCount>(SIGNUP_SQL, [userId, BANNED_USERS_LISTED]),
  ]);
  const statusOf = await loadStatuses(
    db,
    [subnets, ranges, cities, signup].flatMap((r) => r.rows.flatMap((c) => c.banned_ids)),
  );
  return {
    subnets: toGroup('subnet', subnets.rows, statusOf),
    ipRanges: toGroup('ip_range', ranges.rows, statusOf),
    cities: toGroup('city', cities.rows, statusOf),
    signupIps: toGroup('signup_ip', signup.rows, statusOf),
  };
}

/** Countries of the user's latest ip logs. */
export async function loadIpCountries(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    `SELECT DISTINCT btrim(country_code) AS code FROM (SELECT country_code FROM admin.ip_logs WHERE user_id = $1 ORDER BY id DESC LIMIT $2) x
     WHERE country_code IS NOT NULL ORDER BY 1`,
    [userId, NETWORK_IP_LOGS_WINDOW],
  );
  return rows.map((r) => r.code);
}
