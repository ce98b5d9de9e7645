import type { Queryable } from '@bo/db';

/** The users who verified a phone with the carrier, newest first: one page and the count of all. */
export async function listUsersByCarrier(db: Queryable, carrier: string, size: number, offset: number) {
  const [count, rows] = await Promise.all([
    db.query<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM admin.user_phone_verifications WHERE carrier = $1', [carrier]),
    db.query<{ id: number; status: number }>(
      `SELECT u.id, u.status FROM admin.users u
           WHERE u.id IN (SELECT v.user_id FROM admin.user_phone_verifications v WHERE v.carrier = $1)
           ORDER BY u.id DESC LIMIT $2 OFFSET $3`,
      [carrier, size, offset],
    ),
  ]);
  return { total: count.rows[0]?.n ?? 0, users: rows.rows.map((r) => ({ id: Number(r.id), status: r.status })) };
}
