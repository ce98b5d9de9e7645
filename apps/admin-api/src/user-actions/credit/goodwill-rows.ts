import { GOODWILL_TRANSACTION_TYPE, type GoodwillCredit } from '@bo/contract';
import type { Queryable } from '@bo/db';

const SELECT = `
  SELECT t.id, t.user_id, t.type, t.publisher_payout::float8 AS payout, t.user_reward::float8 AS user_reward,
         a.currency_name, t.reference, t.admin_id, ad.name AS admin_name, t.created_at
  FROM admin.user_transactions t
  JOIN core.apps a ON a.id = t.app_id
  LEFT JOIN core.admins ad ON ad.id = t.admin_id`;

interface Row extends Omit<GoodwillCredit, 'id' | 'user_id' | 'created_at' | 'reference'> {
  id: string;
  user_id: string;
  reference: string | null;
  created_at: Date;
}

/** The presenter: a transaction row as the goodwill answers show it. */
const present = (r: Row): GoodwillCredit => ({
  ...r,
  id: Number(r.id),
  user_id: Number(r.user_id),
  reference: r.reference ?? '',
  created_at: r.created_at.toISOString(),
});

export async function loadGoodwillCredit(db: Queryable, id: number): Promise<GoodwillCredit> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE t.id = $1`, [id]);
  return present(rows[0]!);
}

/** The user's goodwill credits, newest first (capped: the panel shows the recent ones). */
export async function loadGoodwillCredits(db: Queryable, userId: number): Promise<GoodwillCredit[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE t.user_id = $1 AND t.type = $2 ORDER BY t.id DESC LIMIT 50`, [
    userId,
    GOODWILL_TRANSACTION_TYPE,
  ]);
  return rows.map(present);
}
