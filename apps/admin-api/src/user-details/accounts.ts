import type { AccountRow } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { BANNED_STATUSES, MATCH_LABEL, MATCH_PROBABILITY, RELATED_ACCOUNTS_LIMIT } from './constants.ts';
import { isoRequired, num, round2, share } from './format.ts';

/** An account matched to the user and the attributes they share. */
export interface Match {
  user_id: number;
  attributes: string[];
  probability: number;
}

/** The highest probability of the shared attributes (phone 100, e-mail 99, device 80, IP 50). */
export const probabilityOf = (attributes: readonly string[]): number => Math.max(0, ...attributes.map((a) => MATCH_PROBABILITY[a] ?? 0));
export const formatAttributes = (attributes: readonly string[]): string => attributes.map((a) => MATCH_LABEL[a] ?? a).join(', ');

/**
 * Accounts sharing the user's phone, e-mail, device or a recent IP (each from its own index), with
 * the attributes they share.
 */
const MATCHES_SQL = `
  WITH me AS (SELECT id, lower(email) AS email, device_id FROM admin.users WHERE id = $1),
  ips AS (SELECT DISTINCT ip FROM (SELECT l.ip FROM admin.ip_logs l WHERE l.user_id = $1 ORDER BY l.id DESC LIMIT 200) x),
  phones AS (SELECT DISTINCT phone FROM admin.user_phone_verifications WHERE user_id = $1),
  found AS (
    SELECT u.id, 'email' AS attribute FROM admin.users u, me WHERE me.email IS NOT NULL AND lower(u.email) = me.email AND u.id <> me.id
    UNION ALL SELECT u.id, 'device' FROM admin.users u, me WHERE me.device_id IS NOT NULL AND u.device_id = me.device_id AND u.id <> me.id
    UNION ALL SELECT DISTINCT v.user_id, 'phone' FROM admin.user_phone_verifications v JOIN phones p ON p.phone = v.phone WHERE v.user_id <> $1
    UNION ALL SELECT DISTINCT l.user_id, 'ip' FROM admin.ip_logs l JOIN ips i ON i.ip = l.ip WHERE l.user_id <> $1
  )
  SELECT id AS user_id, array_agg(DISTINCT attribute ORDER BY attribute) AS attributes FROM found GROUP BY id ORDER BY id LIMIT $2`;

/** The platform's own matches of the user, most probable first. */
export async function findRelatedAccounts(db: Queryable, userId: number): Promise<Match[]> {
  const { rows } = await db.query<{ user_id: number; attributes: string[] }>(MATCHES_SQL, [userId, RELATED_ACCOUNTS_LIMIT * 4]);
  return rows
    .map((r) => ({ user_id: Number(r.user_id), attributes: r.attributes, probability: probabilityOf(r.attributes) }))
    .sort((a, b) => b.probability - a.probability || a.user_id - b.user_id)
    .slice(0, RELATED_ACCOUNTS_LIMIT);
}

/** The accounts the identity service connected to the user. */
export async function findConnectedAccounts(db: Queryable, userId: number): Promise<Match[]> {
  const { rows } = await db.query<{ user_id: number; attributes: string[]; probability: number }>(
    `SELECT connected_user_id AS user_id, matching_attributes AS attributes, matching_probability AS probability
     FROM admin.user_connected_accounts WHERE user_id = $1 ORDER BY matching_probability DESC, connected_user_id LIMIT $2`,
    [userId, RELATED_ACCOUNTS_LIMIT],
  );
  return rows.map((r) => ({ user_id: Number(r.user_id), attributes: r.attributes, probability: r.probability }));
}

interface AccountFigures {
  id: number;
  app_id: number;
  app_name: string;
  status: number;
  created_at: Date;
  completes: number;
  payout: number;
  iap: number;
}

/** Completes, publisher payout (surveys and credited offers) and IAP spend of each matched account. */
const FIGURES_SQL = `
  SELECT u.id, u.app_id, a.name AS app_name, u.status, u.created_at, k.completes,
    (k.payout + (SELECT coalesce(sum(e.publisher_payout), 0) FROM admin.offer_events e WHERE e.user_id = u.id AND e.credit_status = 1))::float8 AS payout,
    (SELECT coalesce(sum(t.transaction_value), 0)::float8 FROM admin.offer_iap_transactions t WHERE t.user_id = u.id) AS iap
  FROM admin.users u JOIN core.apps a ON a.id = u.app_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS completes, coalesce(sum(c.publisher_payout), 0) AS payout FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1
  ) k
  WHERE u.id = ANY ($1::bigint[])`;

/** The rows of the connected / related account tables, in the matches' order. */
export async function presentAccounts(db: Queryable, matches: readonly Match[]): Promise<AccountRow[]> {
  if (matches.length === 0) return [];
  const { rows } = await db.query<AccountFigures>(FIGURES_SQL, [matches.map((m) => m.user_id)]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return matches.flatMap((m) => {
    const f = byId.get(m.user_id);
    if (!f) return [];
    return [
      {
        user_id: m.user_id,
        app_id: f.app_id,
        app_name: f.app_name,
        status: f.status,
        completes_count: f.completes,
        publisher_payout_sum: round2(num(f.payout)),
        iap_data: round2(num(f.iap)),
        user_created_date: isoRequired(f.created_at),
        formatted_matching_attributes: formatAttributes(m.attributes),
        matching_attributes: m.attributes,
        matching_probability: m.probability,
      },
    ];
  });
}

/** Banned (flagged) share of the accounts. */
export function accountsSummary(rows: readonly AccountRow[]) {
  const flagged = rows.filter((r) => BANNED_STATUSES.includes(r.status)).length;
  return { flagged_users: flagged, total_users: rows.length, flagged_rate: share(flagged, rows.length) };
}

interface SameOfferDbRow {
  user_id: number;
  offer_id: number;
  offer_name: string;
  offer_status: number;
  offer_visibility: number;
  icon_url: string | null;
  app_id: number;
  app_name: string;
  transaction_value: number;
  publisher_payout: number;
}

/** Offers the user took that matched accounts took too, with what those accounts earned and spent on them. */
const SAME_OFFERS_SQL = `
  WITH mine AS (SELECT DISTINCT offer_id FROM admin.offer_events WHERE user_id = $1)
  SELECT e.user_id, e.offer_id, o.name AS offer_name, o.status AS offer_status, o.visibility AS offer_visibility, o.icon_url,
    u.app_id, a.name AS app_name,
    (SELECT coalesce(sum(t.transaction_value), 0)::float8 FROM admin.offer_iap_transactions t WHERE t.user_id = e.user_id AND t.offer_id = e.offer_id) AS transaction_value,
    coalesce(sum(e.publisher_payout) FILTER (WHERE e.credit_status = 1), 0)::float8 AS publisher_payout
  FROM admin.offer_events e JOIN mine m ON m.offer_id = e.offer_id
  JOIN admin.offers o ON o.id = e.offer_id JOIN admin.users u ON u.id = e.user_id JOIN core.apps a ON a.id = u.app_id
  WHERE e.user_id = ANY ($2::bigint[])
  GROUP BY e.user_id, e.offer_id, o.name, o.status, o.visibility, o.icon_url, u.app_id, a.name
  ORDER BY e.offer_id, e.user_id`;

export async function sameOffersTaken(db: Queryable, userId: number, matches: readonly Match[]) {
  if (matches.length === 0) return [];
  const { rows } = await db.query<SameOfferDbRow>(SAME_OFFERS_SQL, [userId, matches.map((m) => m.user_id)]);
  const byId = new Map(matches.map((m) => [m.user_id, m]));
  return rows.map((r) => {
    const m = byId.get(Number(r.user_id))!;
    return {
      user_id: Number(r.user_id),
      offer_id: r.offer_id,
      offer_name: r.offer_name,
      offer_status: r.offer_status,
      offer_visibility: r.offer_visibility,
      icon_url: r.icon_url,
      app_id: r.app_id,
      app_name: r.app_name,
      transaction_value: round2(num(r.transaction_value)),
      publisher_payout: round2(num(r.publisher_payout)),
      formatted_matching_attributes: formatAttributes(m.attributes),
      matching_probability: m.probability,
    };
  });
}
