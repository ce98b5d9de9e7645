import type { Queryable } from '@bo/db';
import { isoRequired, num, round2 } from './format.ts';

const GROUP_SQL = `
  SELECT o.name, t.offer_id, o.provider_id, p.name AS provider_name, count(*)::int AS transactions_count,
    sum(t.transaction_value)::float8 AS transaction_value_sum, max(t.transaction_time) AS last_transaction_time
  FROM admin.offer_iap_transactions t JOIN admin.offers o ON o.id = t.offer_id JOIN admin.offer_providers p ON p.id = o.provider_id
  WHERE t.user_id = $1
  GROUP BY o.name, t.offer_id, o.provider_id, p.name
  ORDER BY max(t.transaction_time) DESC, t.offer_id`;

const ROWS_SQL = `
  SELECT o.name, t.offer_id, o.provider_id, p.name AS provider_name, t.transaction_value::float8 AS transaction_value, t.transaction_time,
    t.external_transaction_id
  FROM admin.offer_iap_transactions t JOIN admin.offers o ON o.id = t.offer_id JOIN admin.offer_providers p ON p.id = o.provider_id
  WHERE t.user_id = $1 AND t.offer_id = $2
  ORDER BY t.transaction_time DESC, t.id DESC`;

/** The user's in-app purchases by offer, latest purchase first (they reach the platform up to 24 hours late). */
export async function listIapByOffer(db: Queryable, userId: number) {
  const { rows } = await db.query<{
    name: string;
    offer_id: number;
    provider_id: number;
    provider_name: string;
    transactions_count: number;
    transaction_value_sum: number;
    last_transaction_time: Date;
  }>(GROUP_SQL, [userId]);
  return rows.map((r) => ({
    ...r,
    transaction_value_sum: round2(num(r.transaction_value_sum)),
    last_transaction_time: isoRequired(r.last_transaction_time),
  }));
}

/** The user's in-app purchases of one offer, newest first. */
export async function listIapOfOffer(db: Queryable, userId: number, offerId: number) {
  const { rows } = await db.query<{
    name: string;
    offer_id: number;
    provider_id: number;
    provider_name: string;
    transaction_value: number;
    transaction_time: Date;
    external_transaction_id: string | null;
  }>(ROWS_SQL, [userId, offerId]);
  return rows.map((r) => ({
    ...r,
    transaction_value: round2(num(r.transaction_value)),
    transaction_time: isoRequired(r.transaction_time),
  }));
}

/** The steps of a progress reward, oldest first. */
export async function listEventSteps(db: Queryable, userId: number, rewardId: string) {
  const { rows } = await db.query<{ created_at: Date; is_paid: boolean; external_transaction_id: string | null }>(
    'SELECT created_at, is_paid, external_transaction_id FROM admin.offer_event_steps WHERE user_id = $1 AND reward_id = $2 ORDER BY created_at, id',
    [userId, rewardId],
  );
  return rows.map((r) => ({ ...r, created_at: isoRequired(r.created_at) }));
}
