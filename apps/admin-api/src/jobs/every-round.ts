import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, type Db, type Queryable, type TransactionOptions } from '@bo/db';

export interface RoundJob {
  /** The job's name in its log lines. */
  job: string;
  /** Milliseconds between rounds. */
  everyMs: number;
  /** The error line of a round that failed for another reason than a database outage. */
  failed: string;
  /** Also runs a round as soon as the app is ready, not only after the first interval. */
  atStart?: boolean;
  round: () => Promise<void>;
}

/**
 * Runs `round` every `everyMs` for admin-api's background jobs. A round still running when the next is due is not
 * doubled; closing the app stops the timer and waits for a running round. A failed round is one error line naming the
 * job, except during a database outage: the database handle logs that once, not with a stack trace each round.
 */
export function everyRound(app: FastifyInstance, { job, everyMs, failed, atStart = false, round }: RoundJob): void {
  let running: Promise<void> | null = null;
  const tick = (): void => {
    if (running) return;
    running = round()
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) app.log.error({ err: error, job }, failed);
      })
      .finally(() => {
        running = null;
      });
  };
  if (atStart) app.addHook('onReady', async () => tick());
  const timer = setInterval(tick, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** A round's work was skipped: another instance holds the job's lock. */
export const SKIPPED = Symbol('skipped');

/**
 * Runs `work` in one transaction that first takes the job's advisory lock (`pg_try_advisory_xact_lock`, released with
 * the transaction), so that of several instances sharing the database only one does a round's work. When another
 * instance holds the lock, nothing is done and the answer is SKIPPED.
 */
export function underAdvisoryLock<T>(
  db: Db,
  key: number,
  work: (tx: Queryable) => Promise<T>,
  options?: TransactionOptions,
): Promise<T | typeof SKIPPED> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [key]);
    return rows[0]?.locked ? work(tx) : SKIPPED;
  }, options);
}
