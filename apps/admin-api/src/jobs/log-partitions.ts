import fp from 'fastify-plugin';
import { everyRound } from './every-round.ts';

/** Every 6 hours: a month's partitions always exist weeks before its first row. */
export const LOG_PARTITIONS_EVERY_MS = 6 * 60 * 60_000;

export interface LogPartitionsOptions {
  everyMs: number;
}

/**
 * Keeps the monthly partitions of the big logs (migration 030) a month ahead: at start and every
 * `everyMs`, this month's and next month's partitions are created when missing. Idempotent and cheap
 * (catalogue lookups), so several instances may run it; the function is SECURITY DEFINER because the
 * services' role owns no table. A row that arrives anyway finds the DEFAULT partition.
 */
export const logPartitionsJob = fp<LogPartitionsOptions>(
  async (app, { everyMs }) => {
    everyRound(app, {
      job: 'log-partitions',
      everyMs,
      failed: 'creating the log partitions failed',
      atStart: true,
      round: async () => {
        const { rows } = await app.db.query<{ made: number }>(
          `SELECT admin.ensure_log_partitions(now(), now() + interval '1 month') AS made`,
        );
        if ((rows[0]?.made ?? 0) > 0) app.log.info({ job: 'log-partitions', made: rows[0]!.made }, 'log partitions created');
      },
    });
  },
  { name: 'log-partitions-job' },
);
