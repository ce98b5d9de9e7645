import type { Queryable } from '../types.ts';
import { sqlInt, sqlPick, sqlRandom } from './marketplace/sql-random.ts';

const BAN_REASONS = ['Too many reconciliations', 'Speeding', 'Straight-lining', 'Duplicate entry', 'Supplier request'];
/** Hashes are kept for the first users only: enough to show resets without one row per click pair at large scales. */
const HASHED_USERS_UP_TO = 5000;

/**
 * The user's hashes at the suppliers they clicked (about 1 in 12 pairs reset once), supplier bans
 * and disables of 4 in 100 users, and buyer bans of 3 in 100.
 */
export async function seedSupplierStanding(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `WITH pairs AS (
       SELECT user_id, supplier_id, min(created_at) AS first_click
       FROM admin.clicks WHERE user_id <= $1 GROUP BY user_id, supplier_id
     )
     INSERT INTO admin.user_supplier_hashes (user_id, supplier_id, hash, external_id, status, created_at)
     SELECT p.user_id, p.supplier_id, md5('supplier-hash:' || p.user_id || ':' || p.supplier_id || ':' || v.version), 'sx-' || p.user_id || '-' || p.supplier_id,
       CASE WHEN v.version = 1 THEN 1 ELSE 0 END,
       CASE WHEN v.version = 1 THEN p.first_click ELSE p.first_click - interval '40 days' END
     FROM pairs p CROSS JOIN generate_series(0, 1) AS v(version)
     WHERE v.version = 1 OR ${sqlRandom('p.user_id * 1000 + p.supplier_id', 920)} < 0.08`,
    [HASHED_USERS_UP_TO],
  );
  await tx.query(
    `WITH picked AS (
       SELECT DISTINCT ON (c.user_id) c.user_id, c.supplier_id
       FROM admin.clicks c
       WHERE ${sqlRandom('c.user_id', 921)} < 0.04
       ORDER BY c.user_id, hashint8extended(c.id, 922)
     )
     INSERT INTO admin.user_supplier_bans (user_id, supplier_id, type, reasons, is_disabled_by_user, admin_id, created_at, end_at, lifted_at)
     SELECT p.user_id, p.supplier_id, t.type,
       CASE WHEN t.type = 5 THEN ${sqlPick('p.user_id', 924, BAN_REASONS)} END,
       t.type = 6 AND ${sqlRandom('p.user_id', 925)} < 0.5,
       CASE WHEN t.type = 5 THEN ${sqlPick('p.user_id', 926, [1, 5, 26])} END,
       $1::timestamptz - ${sqlInt('p.user_id', 927, 2, 120)} * interval '1 day',
       CASE WHEN ${sqlRandom('p.user_id', 928)} < 0.4 THEN $1::timestamptz + ${sqlInt('p.user_id', 929, -10, 60)} * interval '1 day' END,
       CASE WHEN ${sqlRandom('p.user_id', 930)} < 0.2 THEN $1::timestamptz - interval '1 day' END
     FROM picked p CROSS JOIN LATERAL (SELECT CASE WHEN ${sqlRandom('p.user_id', 923)} < 0.7 THEN 5 ELSE 6 END AS type) t`,
    [now],
  );
  await tx.query(
    `WITH b AS (SELECT array_agg(id ORDER BY id) AS ids FROM admin.supplier_buyers)
     INSERT INTO admin.user_buyer_bans (user_id, supplier_buyer_id, type, created_at)
     SELECT DISTINCT ON (u.id, buyer) u.id, buyer, ${sqlInt('u.id * 4 + k', 933, 1, 4)}, $1::timestamptz - ${sqlInt('u.id * 4 + k', 934, 1, 200)} * interval '1 day'
     FROM admin.users u CROSS JOIN b CROSS JOIN generate_series(1, 3) k
     CROSS JOIN LATERAL (SELECT b.ids[1 + floor(${sqlRandom('u.id * 4 + k', 932)} * array_length(b.ids, 1))::int] AS buyer) x
     WHERE ${sqlRandom('u.id', 931)} < 0.03 AND k <= ${sqlInt('u.id', 935, 1, 3)} AND buyer IS NOT NULL
     ORDER BY u.id, buyer`,
    [now],
  );
}
