import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '@bo/db';

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
    let running: Promise<void> | null = null;
    const tick = (): void => {
      if (running) return;
      running = app.db
        .query<{ made: number }>(`SELECT admin.ensure_log_partitions(now(), now() + interval '1 month') AS made`)
        .then(({ rows }) => {
          if ((rows[0]?.made ?? 0) > 0) app.log.info({ job: 'log-partitions', made: rows[0]!.made }, 'log partitions created');
        })
        .catch((error: unknown) => {
          // An outage is logged once by the database handle, not with a stack trace per round.
          if (!isDatabaseUnavailable(error)) app.log.error({ err: error, job: 'log-partitions' }, 'creating the log partitions failed');
        })
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => tick());
    const timer = setInterval(tick, everyMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'log-partitions-job' },
);
