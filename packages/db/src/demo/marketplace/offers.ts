import type { Queryable } from '../../types.ts';
import type { MarketplaceContext } from './context.ts';
import { DEMO_OFFER_NAMES, DEMO_OFFER_PROVIDERS } from './reference.ts';
import { sqlUserIp } from './clicks.ts';
import { sqlInt, sqlMoney, sqlPick, sqlRandom, sqlWeighted } from './sql-random.ts';

const OFFER_GOALS = ['', ' - Install', ' - Reach Level 10', ' - Reach Level 25', ' - First Purchase', ' - Complete Tutorial'];
const PLATFORM_SETS = ['{android}', '{ios}', '{android,ios}', '{web}', '{web-mobile}', '{desktop}', '{android,ios,web}'];
const OS_SETS = ['{Android}', '{iOS}', '{Android,iOS}', '{Windows,macOS}', '{}'];
const COUNTRY_SETS = ['{US}', '{US,CA}', '{US,GB,DE,FR}', '{GB}', '{DE,AT,CH}', '{US,GB,CA,AU,NZ}', '{FR,BE,CH}'];
const CLIENTS = ['Northwind Games', 'Bluefin Studios', 'Lighthouse Apps', 'Copperleaf Mobile', 'Harbor Play', 'Quill Finance'];
const HIDDEN_REASONS = ['["Low conversion"]', '["Provider paused the offer"]', '["Country not supported"]'];
const REWARDS = ['Install', 'Complete tutorial', 'Reach level 10', 'Reach level 25', 'First purchase', 'Sign up'];
const PROVIDER_WEIGHTS: ReadonlyArray<readonly [number, number]> = DEMO_OFFER_PROVIDERS.map((p) => [p.id, p.status === 1 ? 4 : 1] as const);

/** Offers, the users' clicks on them and the events their providers reported. */
export async function seedOffers(tx: Queryable, ctx: MarketplaceContext): Promise<void> {
  const { offers, offerClicks, users } = ctx.sizes;
  const creators = ctx.offerCreatorIds.length > 0 ? sqlPick('g', 412, ctx.offerCreatorIds) : 'NULL::int';
  await tx.query(
    `INSERT INTO admin.offers (id, provider_id, external_offer_id, name, status, visibility, invisibility_reasons, platforms, operating_systems,
        country_list, revenue, has_iap_data, client_name, created_by, created_at)
     SELECT g, ${sqlWeighted('g', 401, PROVIDER_WEIGHTS)}, 'ofr-' || (10000 + g),
       ${sqlPick('g', 402, DEMO_OFFER_NAMES)} || ${sqlPick('g', 403, OFFER_GOALS)},
       CASE WHEN ${sqlRandom('g', 404)} < 0.85 THEN 1 ELSE 0 END,
       CASE WHEN ${sqlRandom('g', 405)} < 0.8 THEN 1 ELSE 0 END,
       CASE WHEN ${sqlRandom('g', 405)} < 0.8 THEN '[]'::jsonb ELSE (${sqlPick('g', 406, HIDDEN_REASONS)})::jsonb END,
       (${sqlPick('g', 407, PLATFORM_SETS)})::text[],
       (${sqlPick('g', 408, OS_SETS)})::text[],
       (${sqlPick('g', 409, COUNTRY_SETS)})::text[],
       ${sqlMoney('g', 410, 0.5, 45)},
       ${sqlRandom('g', 411)} < 0.3,
       ${sqlPick('g', 413, CLIENTS)},
       ${creators},
       $1::timestamptz - (($2::int - g)::float8 / $2::int) * interval '300 days'
     FROM generate_series(1, $2::int) g`,
    [ctx.now, offers],
  );
  await tx.query(
    `INSERT INTO admin.offer_clicks (id, offer_id, user_id, app_id, platform, ip, created_at)
     SELECT x.g, x.offer_id, u.id, u.app_id, ${sqlPick('x.g', 423, ['android', 'ios', 'web', 'web-mobile'])}, ${sqlUserIp('u.id', 'x.g', 424)},
       $1::timestamptz - (($2::int - x.g)::float8 / $2::int) * interval '90 days'
     FROM (SELECT g, (1 + floor(${sqlRandom('g', 421)} * $3::int))::int AS offer_id, (1 + floor(${sqlRandom('g', 422)} * $4::int))::bigint AS user_id
           FROM generate_series(1, $2::int) g) x
     JOIN admin.users u ON u.id = x.user_id`,
    [ctx.now, offerClicks, offers, users],
  );
  // About 45 in 100 clicks lead to an event; 60 % of events are credited.
  await tx.query(
    `INSERT INTO admin.offer_events (offer_click_id, offer_id, user_id, event_id, reward_id, reward_name, status, credit_status, credit_date,
        is_hidden, is_high_risk, disqualification_flag, disqualification_reason, revenue, publisher_payout, user_reward, created_at)
     SELECT e.id, e.offer_id, e.user_id,
       'evt_' || lpad(to_hex(hashint8extended(e.id, 431) & 1099511627775), 10, '0'),
       'rw_' || e.offer_id || '_' || e.reward_no, ${sqlPick('e.reward_no', 0, REWARDS)},
       CASE WHEN e.credited THEN 1 ELSE ${sqlWeighted('e.id', 432, [
         [0, 50],
         [1, 30],
         [2, 20],
       ])} END,
       CASE WHEN e.credited THEN 1 ELSE 0 END,
       e.created_at + ${sqlInt('e.id', 433, 1, 30)} * interval '1 day',
       e.hidden,
       ${sqlRandom('e.id', 434)} < 0.04,
       CASE WHEN e.hidden THEN 7 WHEN NOT e.credited AND ${sqlRandom('e.id', 435)} < 0.08 THEN 3 END,
       CASE WHEN e.hidden THEN 'Hidden by admin' WHEN NOT e.credited AND ${sqlRandom('e.id', 435)} < 0.08 THEN 'Duplicate device' END,
       e.revenue, round(e.revenue * 0.7, 2), round(e.revenue * 70)::int,
       e.created_at
     FROM (
       SELECT c.id, c.offer_id, c.user_id, ${sqlInt('c.id', 436, 0, 5)} AS reward_no,
         ${sqlRandom('c.id', 437)} < 0.6 AS credited,
         ${sqlRandom('c.id', 438)} < 0.03 AS hidden,
         round(o.revenue * (0.2 + ${sqlRandom('c.id', 439)} * 0.8)::numeric, 2) AS revenue,
         least($1::timestamptz, c.created_at + ${sqlInt('c.id', 440, 10, 4320)} * interval '1 minute') AS created_at
       FROM admin.offer_clicks c JOIN admin.offers o ON o.id = c.offer_id
       WHERE ${sqlRandom('c.id', 430)} < 0.45
     ) e
     ORDER BY e.id`,
    [ctx.now],
  );
}
