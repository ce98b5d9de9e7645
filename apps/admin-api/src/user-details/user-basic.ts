import { timeAgo, type UserBasic } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { num, percent, round2 } from './format.ts';
import { ACTIVE_SUPPLIER_BAN } from './sql.ts';

interface BasicRow {
  id: number;
  status: number;
  created_at: Date;
  app_id: number;
  app_name: string;
  country_code: string | null;
  country_name: string | null;
  clicks: number;
  completes: number;
  reconciled: number;
  offer_clicks: number;
  offer_payout: number;
  iap_spend: number;
  supplier_bans: Array<{ supplier_id: number; supplier_name: string }>;
}

/** The hover card of a platform user: one row, the click counts from one pass over the user's clicks. */
const BASIC_SQL = `
  SELECT u.id, u.status, u.created_at, u.app_id, a.name AS app_name, u.country_code, c.name AS country_name,
    k.clicks, k.completes, k.reconciled,
    (SELECT count(*)::int FROM admin.offer_clicks oc WHERE oc.user_id = u.id) AS offer_clicks,
    (SELECT coalesce(sum(e.publisher_payout), 0)::float8 FROM admin.offer_events e WHERE e.user_id = u.id AND e.credit_status = 1) AS offer_payout,
    (SELECT coalesce(sum(t.transaction_value), 0)::float8 FROM admin.offer_iap_transactions t WHERE t.user_id = u.id) AS iap_spend,
    (SELECT coalesce(json_agg(json_build_object('supplier_id', x.id, 'supplier_name', x.name) ORDER BY x.id), '[]'::json)
       FROM (SELECT DISTINCT s.id, s.name FROM admin.user_supplier_bans b JOIN admin.suppliers s ON s.id = b.supplier_id
             WHERE b.user_id = u.id AND b.type = 5 AND ${ACTIVE_SUPPLIER_BAN}) x) AS supplier_bans
  FROM admin.users u
  JOIN core.apps a ON a.id = u.app_id
  LEFT JOIN core.countries c ON c.code = u.country_code
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS clicks, count(*) FILTER (WHERE k.status = 1)::int AS completes, count(*) FILTER (WHERE k.complete_status = 2)::int AS reconciled
    FROM admin.clicks k WHERE k.user_id = u.id
  ) k
  WHERE u.id = $1`;

const present = (r: BasicRow, now: Date): UserBasic => ({
  id: Number(r.id),
  status: r.status,
  created_at_timeago: timeAgo(r.created_at, { now }),
  app_id: r.app_id,
  app_name: r.app_name,
  country_name: r.country_name,
  country_code: r.country_code?.trim() ?? null,
  clicks_count: r.clicks,
  completes_count: r.completes,
  completes_percentage: percent(r.completes, r.clicks),
  supplier_bans: r.supplier_bans,
  survey_performance: { reconciled_count: r.reconciled, reconciled_percentage: percent(r.reconciled, r.completes) },
  offer_performance: {
    offer_clicks_count: r.offer_clicks,
    offer_pub_payout_sum: round2(num(r.offer_payout)),
    offer_iap_spend_sum: round2(num(r.iap_spend)),
  },
});

/** The hover card of platform user `id` (specification 02, section 3), or null when there is no such user. */
export async function loadUserBasic(db: Queryable, id: number, now: Date): Promise<UserBasic | null> {
  const { rows } = await db.query<BasicRow>(BASIC_SQL, [id]);
  const row = rows[0];
  return row ? present(row, now) : null;
}
