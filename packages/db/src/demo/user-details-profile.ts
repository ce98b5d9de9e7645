import type { Queryable } from '../types.ts';
import { sqlUserIp } from './marketplace/clicks.ts';
import { sqlInt, sqlMoney, sqlPick, sqlRandom, sqlWeighted } from './marketplace/sql-random.ts';
import { COUNTRY_LOCALE, DEMO_LANGUAGES, HIGH_RISK_EMAIL_DOMAINS, VERIFICATION_APP_IDS } from './user-details-reference.ts';

const BAN_MESSAGES = ['Multiple accounts', 'Fraudulent profiling answers', 'Reconciliation rate too high', 'VPN usage after warning'];
const COMMENTS = [
  'Asked support about missing reward, checked and fine.',
  'Watch reconciliations next month.',
  'VIP panelist, high quality answers.',
];
const STATUS_ADMINS = [1, 5, 15, 26, 50];
const OTHER_TIMEZONES = ['Europe/London', 'America/Chicago', 'Asia/Kolkata', 'Africa/Lagos', 'Asia/Manila'];

/**
 * `($1, $2), ($3, $4) ...` rows of a VALUES list with `width` columns from parameter `first`; `types`
 * casts each column (PGlite, unlike pg, needs to know a parameter's type inside VALUES).
 */
export function valuesRows(count: number, width: number, first = 1, types: readonly string[] = []): string {
  const cell = (r: number, c: number) => `$${first + r * width + c}${types[c] ? `::${types[c]}` : ''}`;
  return Array.from({ length: count }, (_, r) => `(${Array.from({ length: width }, (_, c) => cell(r, c)).join(', ')})`).join(', ');
}

/** Languages, the apps that verify phones, and the high-risk e-mail domains. */
export async function seedUserDetailsReference(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO admin.languages (code, name) VALUES ${valuesRows(DEMO_LANGUAGES.length, 2, 1, ['text', 'text'])}`,
    DEMO_LANGUAGES.flat(),
  );
  await tx.query('UPDATE core.apps SET supports_phone_verification = (id = ANY($1::int[]))', [VERIFICATION_APP_IDS]);
  await tx.query(`INSERT INTO admin.high_risk_email_domains (domain) SELECT unnest($1::text[])`, [HIGH_RISK_EMAIL_DOMAINS]);
}

/**
 * The user columns of issue 4: languages and time zone from the country, device, settings, status
 * details of non-active users, protection of a few active ones, comments. About 3 in 100 users move
 * to a disposable-mail domain.
 */
export async function seedUserProfiles(tx: Queryable, now: Date): Promise<void> {
  const locales = Object.entries(COUNTRY_LOCALE).map(([code, [language, timezone]]) => [code, language, timezone]);
  const r = (salt: number) => sqlRandom('u.id', salt);
  await tx.query(
    `WITH loc (code, language, timezone) AS (VALUES ${valuesRows(locales.length, 3, 2, ['text', 'text', 'text'])})
     UPDATE admin.users u SET
       languages = CASE WHEN ${r(801)} < 0.3 AND coalesce(loc.language, 'en') <> 'en' THEN ARRAY[loc.language, 'en'] ELSE ARRAY[coalesce(loc.language, 'en')] END,
       interface_language = CASE WHEN ${r(802)} < 0.7 THEN coalesce(loc.language, 'en') ELSE 'en' END,
       birthday = CASE WHEN ${r(803)} < 0.85 THEN date '1950-01-01' + ${sqlInt('u.id', 804, 0, 19_700)} END,
       device = ${sqlWeighted('u.id', 805, [
         ['desktop', 45],
         ['mobile', 45],
         ['tablet', 10],
       ])},
       platform = CASE WHEN ${r(806)} < 0.45 THEN 'web' WHEN ${r(807)} < 0.55 THEN 'android' ELSE 'ios' END,
       -- 3 in 100 users share a device with the user before them (related accounts).
       device_id = md5('device:' || CASE WHEN ${r(808)} < 0.03 AND u.id > 1 THEN u.id - 1 ELSE u.id END),
       timezone = CASE WHEN ${r(809)} < 0.05 THEN ${sqlPick('u.id', 810, OTHER_TIMEZONES)} ELSE coalesce(loc.timezone, 'UTC') END,
       signup_ip = ${sqlUserIp('u.id', 'u.id', 811)},
       research_defender = ${r(812)} < 0.95,
       vpn_proxy_check = ${r(813)} < 0.9,
       ip_location_check = ${r(814)} < 0.9,
       offers_status = ${sqlWeighted('u.id', 815, [
         [1, 90],
         [2, 6],
         [3, 4],
       ])},
       payout_adjustment = CASE WHEN ${r(816)} < 0.1 THEN ${sqlPick('u.id', 817, [50, 75, 90])} ELSE 100 END,
       min_publisher_payout = CASE WHEN ${r(818)} < 0.05 THEN ${sqlMoney('u.id', 819, 0.5, 3)} END,
       max_reconciliation_buyers = CASE WHEN ${r(820)} < 0.05 THEN ${sqlPick('u.id', 821, [50, 100, 150])} END,
       status_updated_at = CASE WHEN u.status <> 1 THEN $1::timestamptz - ${sqlInt('u.id', 822, 1, 60)} * interval '1 day' END,
       status_by_admin_id = CASE WHEN u.status <> 1 THEN ${sqlPick('u.id', 823, STATUS_ADMINS)} END,
       banned_until = CASE
         WHEN u.status = 2 AND ${r(824)} < 0.5 THEN $1::timestamptz + ${sqlInt('u.id', 825, 1, 60)} * interval '1 day'
         WHEN u.status = 6 THEN $1::timestamptz + ${sqlInt('u.id', 826, 1, 30)} * interval '1 day' END,
       banned_message = CASE WHEN u.status IN (2, 3) THEN ${sqlPick('u.id', 827, BAN_MESSAGES)} END,
       protected_status = CASE WHEN u.status = 1 AND ${r(828)} < 0.08 THEN ${sqlPick('u.id', 829, [1, 2, 3])} END,
       comment = CASE WHEN ${r(830)} < 0.1 THEN ${sqlPick('u.id', 831, COMMENTS)} END,
       comment_updated_admin_id = CASE WHEN ${r(830)} < 0.1 THEN ${sqlPick('u.id', 832, STATUS_ADMINS)} END,
       comment_updated_at = CASE WHEN ${r(830)} < 0.1 THEN $1::timestamptz - ${sqlInt('u.id', 833, 1, 90)} * interval '1 day' END,
       email = CASE WHEN u.email IS NOT NULL AND ${r(834)} < 0.03
         THEN split_part(u.email, '@', 1) || '@' || ${sqlPick('u.id', 835, HIGH_RISK_EMAIL_DOMAINS)} ELSE u.email END
     FROM admin.users x LEFT JOIN loc ON loc.code = x.country_code
     WHERE x.id = u.id`,
    [now, ...locales.flat()],
  );
  // Protection details follow the mode: until a date (2), or completes and payout counted from protected_at (3).
  await tx.query(
    `UPDATE admin.users u SET
       protected_at = $1::timestamptz - ${sqlInt('u.id', 840, 3, 40)} * interval '1 day',
       protected_until = CASE WHEN u.protected_status = 2 THEN $1::timestamptz + ${sqlInt('u.id', 841, 1, 45)} * interval '1 day' END,
       protected_completes = CASE WHEN u.protected_status = 3 THEN ${sqlInt('u.id', 842, 5, 60)} END,
       protected_offers_payout = CASE WHEN u.protected_status = 3 AND ${sqlRandom('u.id', 843)} < 0.5 THEN ${sqlMoney('u.id', 844, 5, 80)} END
     WHERE u.protected_status IS NOT NULL`,
    [now],
  );
}

/** What the outside scoring service reported: most users have a row; banned users score worse. */
export async function seedRiskFeed(tx: Queryable, now: Date): Promise<void> {
  const r = (salt: number) => sqlRandom('u.id', salt);
  const bad = `(u.status IN (2, 3))`;
  await tx.query(
    `INSERT INTO admin.user_risk_feed (user_id, ipqs_score, is_suspicious_activity_pattern, median_tcp_latency, median_ws_latency,
        median_latency_delta, latency_results, device_os_mismatch, max_time_delta, device_timezone, ip_timezone, rdp_usage, ipqs_unique_ips_avg, updated_at)
     SELECT u.id,
       CASE WHEN ${bad} THEN 50 + floor(${r(850)} * 50) ELSE floor(${r(850)} * ${r(851)} * 90) END,
       CASE WHEN ${bad} THEN ${r(852)} < 0.4 ELSE ${r(852)} < 0.03 END,
       round((25 + ${r(853)} * ${r(854)} * 400)::numeric, 2),
       round((30 + ${r(855)} * ${r(854)} * 400)::numeric, 2),
       round((${r(856)} * ${r(854)} * 90)::numeric, 2),
       round((1 - ${r(857)} * ${r(854)})::numeric, 4),
       round((${r(858)} ^ 3 * 0.4)::numeric, 4),
       CASE WHEN ${r(859)} < 0.9 THEN floor(${r(860)} * 3600)::int ELSE 3600 + floor(${r(860)} * 20000)::int END,
       u.timezone,
       CASE WHEN ${r(861)} < 0.08 THEN 'America/New_York' ELSE u.timezone END,
       round((${r(862)} ^ 4 * 60)::numeric, 2),
       round((1 + ${r(863)} * 5)::numeric, 2),
       $1::timestamptz - ${sqlInt('u.id', 864, 1, 72)} * interval '1 hour'
     FROM admin.users u
     WHERE ${r(865)} < 0.95`,
    [now],
  );
}

/** Breach data and check times for some users, and what the identity check found connected. */
export async function seedEmailChecks(tx: Queryable, now: Date, breaches: readonly unknown[]): Promise<void> {
  const r = (salt: number) => sqlRandom('u.id', salt);
  await tx.query(
    `INSERT INTO admin.user_email_checks (user_id, breaches_count, breach_list, email_first_seen_at, breaches_checked_at, connected_checked_at)
     SELECT u.id, b.n, b.list,
       ($1::timestamptz - ${sqlInt('u.id', 871, 30, 4000)} * interval '1 day')::date,
       CASE WHEN ${r(872)} < 0.5 THEN $1::timestamptz - ${sqlInt('u.id', 873, 1, 30)} * interval '1 day' END,
       CASE WHEN ${r(874)} < 0.4 THEN $1::timestamptz - ${sqlInt('u.id', 875, 1, 30)} * interval '1 day' END
     FROM admin.users u
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS n, coalesce(jsonb_agg(e.item ORDER BY e.pos), '[]'::jsonb) AS list
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(item, pos)
       WHERE e.pos <= ${sqlInt('u.id', 876, 0, 4)}
     ) b
     WHERE u.email IS NOT NULL AND ${r(870)} < 0.4`,
    [now, JSON.stringify(breaches)],
  );
  // The identity service found up to three connected accounts for most checked users.
  await tx.query(
    `WITH n AS (SELECT max(id) AS max_id FROM admin.users)
     INSERT INTO admin.user_connected_accounts (user_id, connected_user_id, matching_attributes, matching_probability, created_at)
     SELECT DISTINCT ON (c.user_id, c.other) c.user_id, c.other, c.attrs,
       CASE WHEN 'phone' = ANY (c.attrs) THEN 100 WHEN 'email' = ANY (c.attrs) THEN 99 WHEN 'device' = ANY (c.attrs) THEN 80 ELSE 50 END,
       c.checked_at
     FROM (
       SELECT e.user_id, e.connected_checked_at AS checked_at,
         1 + (hashint8extended(e.user_id * 10 + k, 877) & 2147483647) % n.max_id AS other,
         (${sqlPick('e.user_id * 10 + k', 878, ['{ip}', '{device}', '{device,ip}', '{email}', '{phone}', '{phone,device}'])})::text[] AS attrs
       FROM admin.user_email_checks e CROSS JOIN n CROSS JOIN generate_series(1, 3) k
       WHERE e.connected_checked_at IS NOT NULL AND k <= ${sqlInt('e.user_id', 879, 0, 3)}
     ) c
     WHERE c.other <> c.user_id
     ORDER BY c.user_id, c.other`,
  );
}
