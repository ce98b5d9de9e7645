import { isDatabaseUnavailable, type Db } from '@bo/db';
import { pruneEvents } from './store.ts';
import type { EventBusLogger } from './types.ts';

/** Pruning runs on every PRUNE_EVERY-th seq (seq is global: one publisher of all instances does it)... */
export const PRUNE_EVERY = 500;
/** ...and on a timer, so quiet hours still drop events past their 24 hours. */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

// Pruning is housekeeping: a failure is logged and never fails a publish.
const prune = (db: Db, logger?: EventBusLogger): Promise<unknown> =>
  pruneEvents(db).catch((error: unknown) => {
    // An outage is logged once by the database handle.
    if (!isDatabaseUnavailable(error)) logger?.error({ err: error }, 'pruning realtime events failed');
  });

export async function pruneNow(db: Db, seq: number, logger?: EventBusLogger): Promise<void> {
  if (seq % PRUNE_EVERY === 0) await prune(db, logger);
}

/** Starts the periodic pruning; the answer stops it. The timer never keeps the process alive. */
export function startPruneTimer(db: Db, logger?: EventBusLogger): () => void {
  const timer = setInterval(() => void prune(db, logger), PRUNE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
