import type { Queryable } from '../../types.ts';
import { PRODUCT_APP_IDS, WITH_BONUS_CODES, WITH_LEVELS, type ProductMoneySeed } from './context.ts';

/** Key/value settings of every product; hc and po have a streak. */
const SETTINGS: ReadonlyArray<readonly [string, string, string, readonly number[]]> = [
  ['min_claim_usd', '5.00', 'Minimum claim in US dollars', PRODUCT_APP_IDS],
  ['signup_bonus_points', '100', 'Bonus points on sign-up (Bonus 200)', PRODUCT_APP_IDS],
  ['referral_bonus_points', '250', 'Bonus points per referred user (Bonus Referral 230)', PRODUCT_APP_IDS],
  ['daily_cap_points', '20000', 'Most points a user may earn in a day', PRODUCT_APP_IDS],
  ['screenout_reward_points', '10', 'Points for a screen-out (Screenout 2)', PRODUCT_APP_IDS],
  ['streak_length_days', '7', 'Days in a row that complete a streak', [18, 13]],
  ['streak_bonus_points', '500', 'Bonus points for a completed streak', [18, 13]],
];

/** The cash-out options of every product (the payment methods of the marketplace demo). */
const REWARDS: ReadonlyArray<readonly [string, string, string, number, number | null]> = [
  ['PayPal', 'paypal', '{5,10,20,50}', 0, 50],
  ['Amazon Gift Card', 'gift_card', '{5,10,25,50}', 0, null],
  ['Visa Prepaid', 'prepaid_card', '{10,25,50}', 2.5, 25],
  ['Bitcoin', 'crypto', '{10,20,50}', 1.5, 20],
  ['Apple Gift Card', 'gift_card', '{10,15,25}', 0, null],
];

const LEVELS: ReadonlyArray<readonly [number, string, number, number]> = [
  [1, 'Newcomer', 0, 0],
  [2, 'Bronze', 1_000, 50],
  [3, 'Silver', 5_000, 150],
  [4, 'Gold', 15_000, 400],
  [5, 'Platinum', 40_000, 1_000],
  [6, 'Diamond', 100_000, 2_500],
];

/** Settings, rewards, levels, codes, the named bonus rules and po's payout confirmation rules. */
export async function seedProductCatalogue(tx: Queryable, seed: ProductMoneySeed): Promise<void> {
  for (const [key, value, description, apps] of SETTINGS) {
    await tx.query(
      `INSERT INTO admin.product_settings (app_id, key, value, description, updated_by, updated_at)
       SELECT a, $1, $2, $3, 1, $5::timestamptz - a * interval '1 hour' FROM unnest($4::int[]) a`,
      [key, value, description, apps, seed.now],
    );
  }
  for (const [name, type, denominations, fee, threshold] of REWARDS) {
    // EarnStar offers no Bitcoin and keeps Apple disabled, so a disabled option shows somewhere.
    await tx.query(
      `INSERT INTO admin.rewards (app_id, name, type, countries, denominations, points_per_usd, fee_percent, confirmation_threshold, status,
          created_at, updated_at, updated_by)
       SELECT a.id, $1, $2, CASE WHEN $2 = 'crypto' THEN '{US,DE,GB}'::text[] ELSE '{}'::text[] END, $3::numeric[],
         coalesce(a.points_divisor, 100), $4, $5, CASE WHEN $1 = 'Apple Gift Card' AND a.id IN (554, 71) THEN 0 ELSE 1 END,
         $7::timestamptz - interval '300 days', $7::timestamptz - interval '20 days', 1
       FROM core.apps a WHERE a.id = ANY($6::int[]) ORDER BY a.id`,
      [name, type, denominations, fee, threshold, PRODUCT_APP_IDS, seed.now],
    );
  }
  for (const [level, name, needed, bonus] of LEVELS) {
    await tx.query(
      `INSERT INTO admin.levels (app_id, level, name, points_needed, level_up_bonus)
       SELECT a, $1, $2, $3, $4 FROM unnest($5::int[]) a`,
      [level, name, needed, bonus, WITH_LEVELS],
    );
  }
  // Codes: a live one, one at its limit, an expired one, an inactive one and two campaign codes.
  await tx.query(
    `INSERT INTO admin.bonus_codes (app_id, code, points, max_redemptions, per_user_limit, valid_from, valid_to, status, created_by, created_at)
     SELECT a, c.code || '-' || a, c.points * CASE WHEN a IN (13, 71) THEN 10 ELSE 1 END, c.max_redemptions, 1,
       $2::timestamptz - c.starts * interval '1 day', $2::timestamptz + c.ends * interval '1 day', c.status, 1,
       $2::timestamptz - c.starts * interval '1 day' - interval '2 days'
     FROM unnest($1::int[]) a
     CROSS JOIN (VALUES ('WELCOME', 100, NULL::int, 120, 60, 1), ('SUMMER', 250, 3, 90, 30, 1), ('SPRING', 200, 50, 200, -100, 1),
                        ('PAUSED', 150, 100, 60, 60, 0), ('FRIENDS', 300, 40, 45, 45, 1), ('FLASH', 500, 10, 10, 5, 1))
       AS c(code, points, max_redemptions, starts, ends, status)
     ORDER BY a, c.code`,
    [WITH_BONUS_CODES, seed.now],
  );
  await tx.query(
    `INSERT INTO admin.named_bonus_rules (app_id, name, condition, points, countries, valid_from, valid_to, enabled)
     SELECT a, r.name, r.condition, r.points * 10, r.countries::text[], ($2::timestamptz - interval '200 days')::date,
       CASE WHEN r.ends THEN ($2::timestamptz - interval '20 days')::date END, r.enabled
     FROM unnest($1::int[]) a
     CROSS JOIN (VALUES ('Five a day', 'completes_per_day >= 5', 50, '{}', false, true),
                        ('Weekend boost', 'completes_on_weekend >= 3', 30, '{US,GB,DE}', false, true),
                        ('Launch week', 'first_complete_within_days <= 7', 100, '{}', true, false))
       AS r(name, condition, points, countries, ends, enabled)`,
    [[16, 13], seed.now],
  );
  await tx.query(
    `INSERT INTO admin.payout_confirmation_rules (app_id, condition, value, outcome, enabled, created_at)
     VALUES (13, 'amount_at_least', '50', 'wait', true, $1::timestamptz - interval '150 days'),
            (13, 'first_claim', 'true', 'wait', true, $1::timestamptz - interval '150 days'),
            (13, 'account_age_below_days', '14', 'wait', true, $1::timestamptz - interval '90 days'),
            (13, 'recon_percent_above', '20', 'wait', false, $1::timestamptz - interval '60 days'),
            (13, 'reward', 'Amazon Gift Card', 'auto_pay', true, $1::timestamptz - interval '30 days')`,
    [seed.now],
  );
}
