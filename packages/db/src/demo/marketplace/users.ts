import type { Queryable } from '../../types.ts';
import type { MarketplaceContext } from './context.ts';
import { sqlInt, sqlPick, sqlRandom, sqlWeighted } from './sql-random.ts';

const FIRST_NAMES = [
  'anna',
  'ben',
  'carla',
  'david',
  'emma',
  'felix',
  'grace',
  'hugo',
  'ines',
  'jamal',
  'kim',
  'liam',
  'maria',
  'noah',
  'olga',
  'pedro',
  'quinn',
  'rosa',
  'sam',
  'tariq',
];
const LAST_NAMES = ['miller', 'smith', 'garcia', 'schmidt', 'dubois', 'okafor', 'lopez', 'khan', 'chen', 'novak', 'rossi', 'jones'];
const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'proton.me', 'gmx.de', 'web.de'];
const SOURCES = ['organic', 'facebook_ads', 'google_ads', 'tiktok_ads', 'referral', 'offerwall'];
/** Mostly active users; the other statuses of specification 02 section 4 in plausible shares. */
const STATUS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 80],
  [2, 7],
  [3, 3],
  [4, 4],
  [5, 2],
  [6, 4],
];

/** Users sign up over this many days, in id order. */
export const USER_SPAN_DAYS = 420;

/** The platform users, ids 1..n, created over the last USER_SPAN_DAYS days in id order. */
export async function seedUsers(tx: Queryable, ctx: MarketplaceContext): Promise<void> {
  const n = ctx.sizes.users;
  await tx.query(
    `INSERT INTO admin.users (id, hash, email, app_id, external_user_id, external_source, country_code, status, balance, created_at)
     SELECT g,
       md5('demo-user:' || g),
       CASE WHEN ${sqlRandom('g', 101)} < 0.94
         THEN ${sqlPick('g', 102, FIRST_NAMES)} || '.' || ${sqlPick('g', 103, LAST_NAMES)} || g || '@' || ${sqlPick('g', 104, EMAIL_DOMAINS)} END,
       ${sqlPick('g', 105, ctx.appIds)},
       CASE WHEN ${sqlRandom('g', 106)} < 0.6 THEN 'ext-' || lpad(to_hex(hashint8extended(g, 107) & 16777215), 6, '0') || '-' || g END,
       ${sqlPick('g', 108, SOURCES)},
       ${sqlWeighted('g', 109, ctx.countries)},
       ${sqlWeighted('g', 110, STATUS_WEIGHTS)},
       ${sqlInt('g', 111, 0, 25_000)},
       $1::timestamptz - (($2::int - g)::float8 / $2::int) * interval '${USER_SPAN_DAYS} days' - ${sqlRandom('g', 112)} * interval '6 hours'
     FROM generate_series(1, $2::int) g`,
    [ctx.now, n],
  );
}
