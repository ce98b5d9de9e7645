import type { Queryable } from '../types.ts';
import { sqlInt, sqlPick, sqlRandom, sqlWeighted } from './marketplace/sql-random.ts';
import { DEMO_CARRIERS, RISKY_CARRIERS } from './user-details-reference.ts';

/**
 * Phone verifications of 6 in 10 users of the apps that verify phones (a few with a second phone).
 * Banned users often used a virtual-number carrier, so those carriers show a high carrier risk.
 */
export async function seedPhoneVerifications(tx: Queryable, now: Date): Promise<void> {
  const row = 'u.id * 4 + k';
  await tx.query(
    `INSERT INTO admin.user_phone_verifications (user_id, phone, verified, carrier, delay_seconds, is_copy_pasted, ipqs_score, created_at)
     SELECT u.id,
       '+1555' || lpad(u.id::text, 7, '0') || k,
       ${sqlRandom(row, 942)} < 0.85,
       CASE WHEN u.status IN (2, 3) AND ${sqlRandom(row, 943)} < 0.6 THEN ${sqlPick(row, 944, RISKY_CARRIERS)} ELSE ${sqlWeighted(row, 945, DEMO_CARRIERS)} END,
       CASE WHEN ${sqlRandom(row, 942)} < 0.85 THEN ${sqlInt(row, 946, 15, 900)} END,
       ${sqlRandom(row, 947)} < 0.1,
       floor(${sqlRandom(row, 948)} * ${sqlRandom(row, 949)} * 100)::int,
       least($1::timestamptz, u.created_at + ${sqlInt(row, 950, 0, 30)} * interval '1 day')
     FROM admin.users u JOIN core.apps a ON a.id = u.app_id AND a.supports_phone_verification
     CROSS JOIN generate_series(1, 2) k
     WHERE ${sqlRandom('u.id', 940)} < 0.6 AND (k = 1 OR ${sqlRandom('u.id', 941)} < 0.1)`,
    [now],
  );
}
