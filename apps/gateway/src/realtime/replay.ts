import type { Db } from '@bo/db';
import { eventsSince, type RealtimeEvent } from '@bo/server-kit';

export type ReplayOutcome = { tooOld: boolean; lastSeq: number };

/**
 * Reads the stored events after `afterSeq` page by page (oldest first) and hands each page over;
 * `onPage` answers false to stop (the socket went away). tooOld: some of them were pruned.
 */
export async function replayMissed(
  db: Db,
  afterSeq: number,
  onPage: (events: RealtimeEvent[]) => Promise<boolean>,
): Promise<ReplayOutcome> {
  let cursor = afterSeq;
  for (;;) {
    const page = await eventsSince(db, cursor);
    if (page.tooOld) return { tooOld: true, lastSeq: page.lastSeq };
    const last = page.events.at(-1);
    if (last) cursor = last.seq;
    if (page.events.length > 0 && !(await onPage(page.events))) return { tooOld: false, lastSeq: cursor };
    if (!page.hasMore) return { tooOld: false, lastSeq: cursor };
  }
}
