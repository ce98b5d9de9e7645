import type { Queryable } from '../../types.ts';
import { sqlInt, sqlPick, sqlRandom, sqlWeighted } from '../marketplace/sql-random.ts';
import { PRODUCT_APP_IDS, WITH_BONUS_CODES, WITH_LEVELS, type ProductMoneySeed } from './context.ts';

/** A time between the user's sign-up and now, for row key `key`. */
const sinceSignUp = (key: string, salt: number): string => `u.created_at + ${sqlRandom(key, salt)} * ($1::timestamptz - u.created_at)`;

/** The other transaction types, in plausible shares: [type, weight]. */
const OTHER_TYPES: ReadonlyArray<readonly [number, number]> = [
  [6, 3],
  [210, 2],
  [230, 4],
  [235, 1],
  [245, 4],
  [250, 3],
  [255, 2],
  [300, 2],
];

/** What the traffic earned: completes (Success 1), paid screen-outs (Screenout 2) and credited offer events. */
async function seedEarnings(tx: Queryable): Promise<void> {
  // A quarter of the screen-outs pay the product's screen-out reward; the click records it too.
  await tx.query(
    `UPDATE admin.clicks k SET user_reward = s.value::int
     FROM admin.users u, admin.product_settings s
     WHERE u.id = k.user_id AND s.app_id = u.app_id AND s.key = 'screenout_reward_points'
       AND k.status = 2 AND ${sqlRandom('k.id', 921)} < 0.25 AND u.app_id = ANY($1::int[])`,
    [PRODUCT_APP_IDS],
  );
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, publisher_payout, user_reward, reference, click_id, created_at)
     SELECT k.user_id, u.app_id, CASE WHEN k.status = 1 THEN 1 ELSE 2 END, k.publisher_payout, k.user_reward,
       CASE WHEN k.status = 1 THEN 'Survey ' ELSE 'Screen-out ' END || k.survey_id, k.id, coalesce(k.completed_at, k.created_at)
     FROM admin.clicks k JOIN admin.users u ON u.id = k.user_id
     WHERE k.status IN (1, 2) AND k.user_reward > 0 AND u.app_id = ANY($1::int[]) ORDER BY k.id`,
    [PRODUCT_APP_IDS],
  );
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, publisher_payout, user_reward, reference, offer_event_id, created_at)
     SELECT e.user_id, u.app_id, 1, e.publisher_payout, e.user_reward, 'Offer ' || e.offer_id || ': ' || coalesce(e.reward_name, e.event_id),
       e.id, coalesce(e.credit_date, e.created_at)
     FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id
     WHERE e.credit_status = 1 AND e.user_reward > 0 AND u.app_id = ANY($1::int[]) ORDER BY e.id`,
    [PRODUCT_APP_IDS],
  );
}

/** Sign-up bonuses, the products' named bonuses, code redemptions and the smaller bonus types. */
async function seedBonuses(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, created_at)
     SELECT u.id, u.app_id, 200, s.value::int, 'Sign-up bonus', u.created_at + interval '1 minute'
     FROM admin.users u JOIN admin.product_settings s ON s.app_id = u.app_id AND s.key = 'signup_bonus_points'
     WHERE u.app_id = ANY($1::int[]) ORDER BY u.id`,
    [PRODUCT_APP_IDS],
  );
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, named_bonus_rule_id, created_at)
     SELECT u.id, u.app_id, 200, r.points, r.name, r.id, ${sinceSignUp('u.id * 10 + g', 931)}
     FROM admin.users u CROSS JOIN generate_series(1, 3) g
     JOIN admin.named_bonus_rules r ON r.app_id = u.app_id
       AND r.id = (SELECT min(x.id) FROM admin.named_bonus_rules x WHERE x.app_id = u.app_id) + ${sqlInt('u.id * 10 + g', 932, 0, 1)}
     WHERE u.app_id IN (13, 16) AND ${sqlRandom('u.id * 10 + g', 933)} < 0.35
     ORDER BY u.id, g`,
    [now],
  );
  // Codes: each candidate picks a code; a code stops at its limit, inactive codes are never redeemed.
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, bonus_code_id, created_at)
     SELECT c.user_id, c.app_id, 200, c.points, 'Code ' || c.code, c.code_id, c.at
     FROM (
       SELECT u.id AS user_id, u.app_id, b.id AS code_id, b.code, b.points, b.max_redemptions,
         greatest(b.valid_from, u.created_at) + ${sqlRandom('u.id', 942)} * (least(b.valid_to, $1::timestamptz) - greatest(b.valid_from, u.created_at)) AS at,
         row_number() OVER (PARTITION BY b.id ORDER BY u.id) AS n
       FROM admin.users u
       JOIN admin.bonus_codes b ON b.app_id = u.app_id AND b.status = 1
         AND b.code LIKE ${sqlPick('u.id', 941, ['WELCOME-%', 'SUMMER-%', 'SPRING-%', 'FRIENDS-%', 'FLASH-%'])}
       WHERE u.app_id = ANY($2::int[]) AND ${sqlRandom('u.id', 943)} < 0.45 AND u.created_at < least(b.valid_to, $1::timestamptz)
     ) c
     WHERE c.max_redemptions IS NULL OR c.n <= c.max_redemptions
     ORDER BY c.user_id`,
    [now, WITH_BONUS_CODES],
  );
  await tx.query(
    `INSERT INTO admin.bonus_code_redemptions (code_id, app_id, user_id, transaction_id, ip, created_at)
     SELECT t.bonus_code_id, t.app_id, t.user_id, t.id,
       ('10.' || (t.user_id % 250) || '.' || (t.id % 250) || '.' || (1 + t.bonus_code_id % 250))::inet, t.created_at
     FROM admin.user_transactions t WHERE t.bonus_code_id IS NOT NULL ORDER BY t.id`,
  );
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, publisher_payout, user_reward, reference, admin_id, created_at)
     SELECT x.id, x.app_id, x.type,
       CASE WHEN x.type = 255 THEN round(x.amount::numeric / 1000, 2) ELSE 0 END,
       CASE WHEN x.type = 235 THEN -x.amount WHEN x.type = 300 AND x.minus THEN -x.amount ELSE x.amount END,
       CASE x.type WHEN 6 THEN 'Browser plugin installed' WHEN 210 THEN 'Monthly prize draw' WHEN 230 THEN 'Referral of a friend'
         WHEN 235 THEN 'Referred user banned' WHEN 245 THEN 'One-click survey' WHEN 250 THEN 'Achievement unlocked'
         WHEN 255 THEN 'Goodwill: support ticket' ELSE 'Manual correction' END,
       CASE WHEN x.type IN (255, 300) THEN ${sqlPick('x.k', 954, [26, 32, 50, 93])} END,
       x.at
     FROM (
       SELECT u.id, u.app_id, u.id * 10 + g AS k, ${sqlWeighted('u.id * 10 + g', 951, OTHER_TYPES)} AS type,
         ${sqlInt('u.id * 10 + g', 952, 2, 50)} * 10 AS amount, ${sqlRandom('u.id * 10 + g', 953)} < 0.3 AS minus,
         ${sinceSignUp('u.id * 10 + g', 955)} AS at
       FROM admin.users u CROSS JOIN generate_series(1, 4) g
       WHERE u.app_id = ANY($2::int[]) AND ${sqlRandom('u.id * 10 + g', 956)} < 0.7
     ) x ORDER BY x.k`,
    [now, PRODUCT_APP_IDS],
  );
}

/** Level-ups (Bonus Level Up 220) for every level a user's earnings reached, and the user's level. */
async function seedLevelUps(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE admin.users u SET level = (
       SELECT max(l.level) FROM admin.levels l WHERE l.app_id = u.app_id AND l.points_needed <= coalesce((
         SELECT sum(t.user_reward) FROM admin.user_transactions t WHERE t.user_id = u.id AND t.type IN (1, 2)), 0))
     WHERE u.app_id = ANY($1::int[])`,
    [WITH_LEVELS],
  );
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, level, created_at)
     SELECT u.id, u.app_id, 220, l.level_up_bonus, 'Level ' || l.level || ': ' || l.name, l.level,
       u.created_at + (l.level::float8 / 7) * (coalesce(u.last_click_at, u.created_at + interval '1 day') - u.created_at)
     FROM admin.users u JOIN admin.levels l ON l.app_id = u.app_id AND l.level BETWEEN 2 AND u.level
     WHERE l.level_up_bonus > 0 ORDER BY u.id, l.level`,
  );
}

/**
 * The balances the earlier demo areas gave (the user-details showcase names some) stay as they are:
 * what the generated ledger does not explain came from the old wallet (Manual 300 at sign-up), so
 * every balance is its ledger's sum.
 */
export async function settleBalances(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, reference, created_at)
     SELECT u.id, u.app_id, 300, u.balance - coalesce(s.total, 0), 'Opening balance from the old wallet', u.created_at
     FROM admin.users u LEFT JOIN (SELECT user_id, sum(user_reward) AS total FROM admin.user_transactions GROUP BY user_id) s ON s.user_id = u.id
     WHERE u.app_id = ANY($1::int[]) AND u.balance <> coalesce(s.total, 0) ORDER BY u.id`,
    [PRODUCT_APP_IDS],
  );
}

export async function seedLedger(tx: Queryable, seed: ProductMoneySeed): Promise<void> {
  await seedEarnings(tx);
  await seedBonuses(tx, seed.now);
  await seedLevelUps(tx);
}
