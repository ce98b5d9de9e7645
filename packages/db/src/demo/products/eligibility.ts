import type { Queryable } from '../../types.ts';
import { sqlInt, sqlRandom } from '../marketplace/sql-random.ts';
import { PRODUCT_APP_IDS, type ProductMoneySeed } from './context.ts';

/**
 * Every product has users in every status (the marketplace demo may leave one out): the newest
 * Active users past the user-details showcase take the missing ones.
 */
export async function coverUserStatuses(tx: Queryable): Promise<void> {
  await tx.query(
    `WITH missing AS (
       SELECT a AS app_id, s AS status, row_number() OVER (PARTITION BY a ORDER BY s) AS n
       FROM unnest($1::int[]) a CROSS JOIN generate_series(2, 6) s
       WHERE NOT EXISTS (SELECT 1 FROM admin.users u WHERE u.app_id = a AND u.status = s)
     ), spare AS (
       SELECT u.id, u.app_id, row_number() OVER (PARTITION BY u.app_id ORDER BY u.id DESC) AS n
       FROM admin.users u WHERE u.status = 1 AND u.id > 200 AND u.app_id = ANY($1::int[])
     )
     UPDATE admin.users u SET status = m.status FROM missing m JOIN spare s ON s.app_id = m.app_id AND s.n = m.n WHERE u.id = s.id`,
    [PRODUCT_APP_IDS],
  );
}

/**
 * Claim checks of the last 14 days: each user tried an amount with one of the product's rewards;
 * the failed rules are what the user's rows say (balance, status, a pending claim, the country) plus
 * an unverified phone now and then.
 */
export async function seedEligibilityLogs(tx: Queryable, seed: ProductMoneySeed): Promise<void> {
  await tx.query(
    `INSERT INTO admin.reward_eligibility_logs (app_id, user_id, reward_id, amount, eligible, failed_rules, created_at)
     SELECT c.app_id, c.user_id, c.reward_id, c.amount, cardinality(c.rules) = 0, c.rules, c.at
     FROM (
       SELECT u.id AS user_id, u.app_id, r.id AS reward_id, r.denominations[1] AS amount,
         $1::timestamptz - ${sqlRandom('u.id * 10 + g', 972)} * interval '14 days' AS at,
         array_remove(ARRAY[
           CASE WHEN u.balance < r.denominations[1] * r.points_per_usd THEN 'balance_below_minimum' END,
           CASE WHEN u.status <> 1 THEN 'status_not_active' END,
           CASE WHEN ${sqlRandom('u.id * 10 + g', 973)} < 0.15 THEN 'phone_not_verified' END,
           CASE WHEN cardinality(r.countries) > 0 AND NOT (u.country_code = ANY(r.countries)) THEN 'country_not_allowed' END,
           CASE WHEN EXISTS (SELECT 1 FROM admin.payments p WHERE p.user_id = u.id AND p.status IN (0, 3)) THEN 'claim_pending' END
         ], NULL) AS rules
       FROM admin.users u CROSS JOIN generate_series(1, 2) g
       JOIN admin.rewards r ON r.app_id = u.app_id AND r.status = 1
         AND r.id = (SELECT min(x.id) FROM admin.rewards x WHERE x.app_id = u.app_id) + ${sqlInt('u.id * 10 + g', 971, 0, 3)}
       WHERE u.app_id = ANY($2::int[])
     ) c ORDER BY c.at`,
    [seed.now, PRODUCT_APP_IDS],
  );
}
