import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';
import { seedProductCatalogue } from './products/catalogue.ts';
import { seedClaimTransactions, shapeClaims } from './products/claims.ts';
import { coverUserStatuses, seedEligibilityLogs } from './products/eligibility.ts';
import { seedLeaderboards } from './products/leaderboards.ts';
import { seedLedger, settleBalances } from './products/ledger.ts';

/**
 * The per-product money pages (issue 16; needs seedMarketplace and seedUserDetails first): settings,
 * rewards, levels, codes and rules; the payments become claims; every product user gets a ledger in
 * admin.user_transactions (earnings, bonuses, codes, level-ups, prizes, claims and refunds) and a
 * balance equal to its sum. Set-based SQL with hash-based pseudo-random values. Skipped when loaded.
 */
export async function seedProductMoney(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.product_settings');
    if ((loaded.rows[0]?.n ?? 0) > 0) return;
    const users = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users');
    if ((users.rows[0]?.n ?? 0) === 0) return;
    const seed = { now: opts.now };
    await coverUserStatuses(tx);
    await seedProductCatalogue(tx, seed);
    await shapeClaims(tx, seed);
    await seedLedger(tx, seed);
    await seedLeaderboards(tx, seed);
    await seedClaimTransactions(tx);
    await settleBalances(tx);
    await seedEligibilityLogs(tx, seed);
  });
}
