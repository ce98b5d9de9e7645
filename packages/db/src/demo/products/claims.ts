import type { Queryable } from '../../types.ts';
import { sqlPick, sqlRandom } from '../marketplace/sql-random.ts';
import { PRODUCT_APP_IDS, type ProductMoneySeed } from './context.ts';

/**
 * The products' payments become claims in every state: their reward option, the points they took,
 * the payout account, who confirmed or refunded them. Pending claims partly wait for confirmation
 * (3), some paid ones failed (2) or were refunded (4).
 */
export async function shapeClaims(tx: Queryable, seed: ProductMoneySeed): Promise<void> {
  await tx.query(
    `UPDATE admin.payments p SET
       status = CASE
         WHEN p.status = 0 AND ${sqlRandom('p.id', 901)} < 0.45 THEN 3
         WHEN p.status = 1 AND ${sqlRandom('p.id', 902)} < 0.08 THEN 2
         WHEN p.status = 1 AND ${sqlRandom('p.id', 902)} < 0.16 THEN 4
         WHEN p.status = 2 AND ${sqlRandom('p.id', 903)} < 0.5 THEN 4
         ELSE p.status END
     WHERE p.app_id = ANY($1::int[])`,
    [PRODUCT_APP_IDS],
  );
  await tx.query(
    `UPDATE admin.payments p SET
       reward_id = r.id,
       points = round(p.amount * r.points_per_usd)::int,
       payout_account = CASE WHEN r.type = 'crypto' THEN 'bc1q' || substr(md5('wallet' || p.user_id), 1, 30)
                             ELSE coalesce(u.email, 'user' || p.user_id || '@mail.test') END,
       paid_at = CASE WHEN p.status = 1 THEN coalesce(p.paid_at, p.created_at + interval '3 hours') END,
       confirmed_by = CASE WHEN p.status = 1 AND p.amount >= 20 THEN ${sqlPick('p.id', 904, [1, 5, 26])} END,
       confirmed_at = CASE WHEN p.status = 1 AND p.amount >= 20 THEN coalesce(p.paid_at, p.created_at + interval '3 hours') - interval '10 minutes' END,
       refunded_by = CASE WHEN p.status = 4 AND ${sqlRandom('p.id', 905)} < 0.5 THEN ${sqlPick('p.id', 906, [1, 5, 26])} END,
       refunded_at = CASE WHEN p.status = 4 THEN least($1::timestamptz, p.created_at + interval '2 days') END,
       confirmation_rule_id = CASE WHEN p.app_id = 13 AND p.status = 3
         THEN (SELECT c.id FROM admin.payout_confirmation_rules c WHERE c.app_id = 13
                 AND c.condition = CASE WHEN p.amount >= 50 THEN 'amount_at_least' ELSE 'first_claim' END) END
     FROM admin.users u, admin.rewards r
     WHERE u.id = p.user_id AND r.app_id = p.app_id AND r.name = p.method AND p.app_id = ANY($2::int[])`,
    [seed.now, PRODUCT_APP_IDS],
  );
  // Paid ones lost their paid time when they failed or were refunded; refunded ones have no paid time.
  await tx.query(`UPDATE admin.payments SET paid_at = NULL WHERE status IN (2, 3, 4) AND app_id = ANY($1::int[])`, [PRODUCT_APP_IDS]);
  // A claim waits hours or days, not months: the pending ones (0, 3) were asked for in the last three weeks,
  // so the claims desk opens on them (its default: status 0 and 3, the last 30 days).
  await tx.query(
    `UPDATE admin.payments SET created_at = $1::timestamptz - ${sqlRandom('id', 907)} * interval '20 days'
     WHERE status IN (0, 3) AND app_id = ANY($2::int[]) AND created_at < $1::timestamptz - interval '20 days'`,
    [seed.now, PRODUCT_APP_IDS],
  );
}

/** Each claim's Claim 100 and, when refunded, its refund (Claim Refund Manual 115, Auto 110 or Claim Invert 105). */
export async function seedClaimTransactions(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, payment_id, created_at)
     SELECT p.user_id, p.app_id, 100, -p.points, 'Claim ' || p.id || ': ' || p.method, p.id, p.created_at
     FROM admin.payments p WHERE p.points IS NOT NULL ORDER BY p.id`,
  );
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, payment_id, admin_id, created_at)
     SELECT p.user_id, p.app_id,
       CASE WHEN p.refunded_by IS NOT NULL THEN 115 WHEN ${sqlRandom('p.id', 907)} < 0.6 THEN 110 ELSE 105 END,
       p.points, 'Refund of claim ' || p.id, p.id, p.refunded_by, p.refunded_at
     FROM admin.payments p WHERE p.points IS NOT NULL AND p.status = 4 ORDER BY p.id`,
  );
}
