import type { Queryable } from '../../types.ts';
import type { MarketplaceContext } from './context.ts';
import { DEMO_CITIES, DEMO_USER_AGENTS } from './reference.ts';
import { sqlUserIp } from './clicks.ts';
import { sqlInt, sqlPick, sqlRandom, sqlWeighted } from './sql-random.ts';

const PAYOUT_METHODS = ['PayPal', 'Amazon Gift Card', 'Visa Prepaid', 'Bitcoin', 'Apple Gift Card'];
const IP_ACTIONS: ReadonlyArray<readonly [string, number]> = [
  ['login', 50],
  ['click', 30],
  ['signup', 5],
  ['payout_request', 5],
  ['password_reset', 10],
];

/** User payouts and ip logs. */
export async function seedActivity(tx: Queryable, ctx: MarketplaceContext): Promise<void> {
  const { payments, ipLogs, users } = ctx.sizes;
  await tx.query(
    `INSERT INTO admin.payments (id, user_id, app_id, amount, method, status, reference, created_at, paid_at)
     SELECT x.g, u.id, u.app_id, ${sqlPick('x.g', 501, [5, 10, 10, 15, 20, 25, 50])}, ${sqlPick('x.g', 502, PAYOUT_METHODS)}, x.status,
       'PAY-' || lpad(x.g::text, 8, '0'), x.created_at,
       CASE WHEN x.status = 1 THEN least($1::timestamptz, x.created_at + ${sqlInt('x.g', 503, 1, 72)} * interval '1 hour') END
     FROM (SELECT g, (1 + floor(${sqlRandom('g', 504)} * $3::int))::bigint AS user_id,
             ${sqlWeighted('g', 505, [
               [1, 80],
               [0, 15],
               [2, 5],
             ])} AS status,
             $1::timestamptz - (($2::int - g)::float8 / $2::int) * interval '365 days' AS created_at
           FROM generate_series(1, $2::int) g) x
     JOIN admin.users u ON u.id = x.user_id`,
    [ctx.now, payments, users],
  );
  await tx.query(
    `INSERT INTO admin.ip_logs (id, user_id, ip, country_code, city, action, user_agent, created_at)
     SELECT x.g, u.id, ${sqlUserIp('u.id', 'x.g', 511)},
       CASE WHEN ${sqlRandom('x.g', 513)} < 0.9 THEN u.country_code ELSE ${sqlWeighted('x.g', 514, ctx.countries)} END,
       ${sqlPick('x.g', 515, DEMO_CITIES)}, ${sqlWeighted('x.g', 516, IP_ACTIONS)}, ${sqlPick('u.id', 308, DEMO_USER_AGENTS)},
       $1::timestamptz - (($2::int - x.g)::float8 / $2::int) * interval '90 days'
     FROM (SELECT g, (1 + floor(${sqlRandom('g', 512)} * $3::int))::bigint AS user_id FROM generate_series(1, $2::int) g) x
     JOIN admin.users u ON u.id = x.user_id`,
    [ctx.now, ipLogs, users],
  );
}
