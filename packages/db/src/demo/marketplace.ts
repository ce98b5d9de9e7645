import type { Db, Queryable } from '../types.ts';
import type { DemoOptions } from './random.ts';
import { loadMarketplaceContext } from './marketplace/context.ts';
import { seedPartners } from './marketplace/partners.ts';
import { seedUsers } from './marketplace/users.ts';
import { seedSurveys } from './marketplace/surveys.ts';
import { insertDemoClicks, summariseClicks } from './marketplace/clicks.ts';
import { seedOffers } from './marketplace/offers.ts';
import { seedActivity } from './marketplace/activity.ts';
import { marketplaceSizes } from './marketplace/sizes.ts';

export { insertDemoClicks, type DemoClicksOptions } from './marketplace/clicks.ts';
export { marketplaceSizes, type MarketplaceSizes } from './marketplace/sizes.ts';

/** Tables whose ids the seed sets explicitly: their identity sequences move past the rows. */
const IDENTITY_TABLES = [
  'supplier_buyers',
  'publishers',
  'surveys',
  'users',
  'clicks',
  'offers',
  'offer_clicks',
  'offer_events',
  'questions',
  'qualifications',
  'payments',
  'configs',
  'ip_logs',
];

async function resetSequences(tx: Queryable): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('admin.${table}', 'id'), greatest(1, (SELECT coalesce(max(id), 0) FROM admin.${table})))`,
    );
  }
}

/**
 * The marketplace demo (needs seedCore first): everything set-based in SQL from generate_series
 * with hash-based pseudo-random values, so scale 1000 loads millions of clicks quickly and every
 * run gives the same rows. Skipped when suppliers already exist.
 */
export async function seedMarketplace(db: Db, opts: DemoOptions): Promise<void> {
  const sizes = marketplaceSizes(opts.scale);
  await db.transaction(async (tx) => {
    const existing = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.suppliers');
    if ((existing.rows[0]?.n ?? 0) > 0) return;
    const ctx = await loadMarketplaceContext(tx, opts.now, sizes);
    await seedPartners(tx, opts.now);
    await seedUsers(tx, ctx);
    await seedSurveys(tx, ctx);
    await insertDemoClicks(tx, { firstId: 1, count: sizes.clicks, userCount: sizes.users, surveyCount: sizes.surveys, now: opts.now });
    await summariseClicks(tx);
    await seedOffers(tx, ctx);
    await seedActivity(tx, ctx);
    await resetSequences(tx);
  });
}
