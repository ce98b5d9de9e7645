import type { Queryable } from '../../types.ts';
import type { MarketplaceSizes } from './sizes.ts';

/** What the set-based inserts need to know about the core data already seeded. */
export interface MarketplaceContext {
  now: Date;
  sizes: MarketplaceSizes;
  /** Country codes with weights: most traffic from a few big markets. */
  countries: ReadonlyArray<readonly [string, number]>;
  /** The consumer apps users belong to (specification 02: 13, 16, 18, 71, 554). */
  appIds: readonly number[];
  /** Admins that create offers. */
  offerCreatorIds: readonly number[];
}

const MARKET_WEIGHTS: Record<string, number> = { US: 30, GB: 10, DE: 8, CA: 6, FR: 5, AU: 4 };
const CONSUMER_APP_IDS = [13, 16, 18, 71, 554];
const OFFER_CREATOR_IDS = [1, 5, 26];

export async function loadMarketplaceContext(tx: Queryable, now: Date, sizes: MarketplaceSizes): Promise<MarketplaceContext> {
  const countryRows = await tx.query<{ code: string }>('SELECT code FROM core.countries ORDER BY code');
  const appRows = await tx.query<{ id: number }>('SELECT id FROM core.apps WHERE id = ANY($1::int[]) ORDER BY id', [CONSUMER_APP_IDS]);
  const adminRows = await tx.query<{ id: number }>('SELECT id FROM core.admins WHERE id = ANY($1::int[]) ORDER BY id', [OFFER_CREATOR_IDS]);
  if (countryRows.rows.length === 0 || appRows.rows.length === 0) {
    throw new Error('The marketplace demo needs core.countries and the consumer apps: run seedCore first.');
  }
  return {
    now,
    sizes,
    countries: countryRows.rows.map((r) => [r.code.trim(), MARKET_WEIGHTS[r.code.trim()] ?? 1] as const),
    appIds: appRows.rows.map((r) => r.id),
    offerCreatorIds: adminRows.rows.map((r) => r.id),
  };
}
