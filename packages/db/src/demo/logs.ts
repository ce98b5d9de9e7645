import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';
import { seedOperationLogs } from './logs/operations.ts';
import { seedQualityLogs } from './logs/quality.ts';
import { seedStatusHistory } from './logs/status-history.ts';
import { seedTrafficLogs } from './logs/traffic.ts';
import { seedFeedback, seedQueueAlertRules } from './logs/feedback.ts';

/**
 * The logs of the investigator's screens (issue 17; needs seedMarketplace first, reads the user-details
 * feed when present): every log has rows, each user has rows in the per-user logs. Set-based SQL with
 * hash-based pseudo-random values. The months the rows fall in get their partitions first. Skipped
 * when already loaded.
 */
export async function seedLogs(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.cronjob_logs');
    if ((loaded.rows[0]?.n ?? 0) > 0) return;
    const users = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users');
    const seed = { now: opts.now, users: users.rows[0]?.n ?? 0, scale: opts.scale };
    if (seed.users === 0) return;
    await tx.query(`SELECT admin.ensure_log_partitions($1::timestamptz - interval '61 days', $1::timestamptz + interval '1 month')`, [
      opts.now,
    ]);
    await seedQualityLogs(tx, seed);
    await seedOperationLogs(tx, seed);
    await seedTrafficLogs(tx, seed);
    await seedStatusHistory(tx, seed);
    await seedFeedback(tx, seed);
    await seedQueueAlertRules(tx, seed);
  });
}
