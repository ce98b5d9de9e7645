import fp from 'fastify-plugin';
import { refreshAggregates } from '@bo/db';
import { everyRound, SKIPPED, underAdvisoryLock } from './every-round.ts';

/** Any fixed number naming this job's lock: several admin-api instances share one database. */
const REFRESH_LOCK_KEY = 8_008_001;

export interface RefreshAggregatesOptions {
  /** Milliseconds between refreshes. */
  everyMs: number;
}

/**
 * The periodic job behind the user-details aggregates (packages/db src/aggregates.ts): every `everyMs`
 * one admin-api instance, the one that takes the advisory lock, refreshes them concurrently (readers
 * are never blocked); the others skip that round. A round still running when the next is due is not
 * doubled. Closing the app stops the timer and waits for a running round.
 */
export const refreshAggregatesJob = fp<RefreshAggregatesOptions>(
  async (app, { everyMs }) => {
    everyRound(app, {
      job: 'refresh-aggregates',
      everyMs,
      failed: 'refreshing the user-details aggregates failed',
      round: async () => {
        const started = Date.now();
        const refreshed = await underAdvisoryLock(
          app.db,
          REFRESH_LOCK_KEY,
          (tx) => refreshAggregates(tx, { concurrently: true }),
          // A refresh over every click is a long job, not an interactive call.
          { budget: 'long' },
        );
        if (refreshed !== SKIPPED)
          app.log.info({ job: 'refresh-aggregates', ms: Date.now() - started }, 'user-details aggregates refreshed');
      },
    });
  },
  { name: 'refresh-aggregates-job' },
);

/** USER_DETAILS_REFRESH_MS: 15 minutes when unset; 0 turns the job off (another instance or a cron runs it). */
export function refreshEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.USER_DETAILS_REFRESH_MS;
  if (raw === undefined || raw === '') return 15 * 60_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`USER_DETAILS_REFRESH_MS must be a whole number of milliseconds (0: off), not ${raw}`);
  return value;
}
