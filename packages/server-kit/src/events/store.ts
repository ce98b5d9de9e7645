import type { Db } from '@bo/db';
import type { EventInput, RealtimeEvent } from './types.ts';

/** How long events are kept for replay: 24 hours, and never more than the latest 10,000. */
export const EVENT_RETENTION = { maxAgeMs: 24 * 60 * 60 * 1000, maxEvents: 10_000 } as const;
/** Largest replay answer; a client further behind asks again from the last seq it got. */
export const EVENT_REPLAY_MAX = 1000;

// Publishers take this lock for their insert so commit order equals seq order: a subscriber or a
// replay never sees seq n+1 while n is still uncommitted (and would then be skipped).
const PUBLISH_LOCK_KEY = 724_312;

interface EventRow {
  seq: number;
  type: string;
  audience: RealtimeEvent['audience'];
  payload: unknown;
  at: Date | string;
}

const presentEvent = (row: EventRow): RealtimeEvent => ({
  seq: Number(row.seq),
  type: row.type,
  audience: row.audience,
  payload: row.payload,
  at: new Date(row.at).toISOString(),
});

/** Stores an event in realtime.events; its seq comes from the table's identity sequence. */
export async function appendEvent(db: Db, input: EventInput): Promise<RealtimeEvent> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK_KEY]);
    const { rows } = await tx.query<EventRow>(
      `INSERT INTO realtime.events (type, audience, payload, at)
       VALUES ($1, $2::jsonb, $3::jsonb, clock_timestamp())
       RETURNING seq, type, audience, payload, at`,
      [input.type, JSON.stringify(input.audience), JSON.stringify(input.payload ?? null)],
    );
    return presentEvent(rows[0] as EventRow);
  });
}

/**
 * Removes events older than the retention age and all but the latest maxEvents, and records the
 * highest removed seq so eventsSince can tell a client that it is too far behind.
 */
export async function pruneEvents(
  db: Db,
  now: Date = new Date(),
  retention: { maxAgeMs: number; maxEvents: number } = EVENT_RETENTION,
): Promise<number> {
  return db.transaction(async (tx) => {
    const cutoff = new Date(now.getTime() - retention.maxAgeMs);
    const { rows } = await tx.query<{ cut: number }>(
      `SELECT GREATEST(
         COALESCE((SELECT max(seq) FROM realtime.events WHERE at < $1), 0),
         COALESCE((SELECT max(seq) FROM realtime.events), 0) - $2
       ) AS cut`,
      [cutoff, retention.maxEvents],
    );
    const cut = Number(rows[0]?.cut ?? 0);
    if (cut <= 0) return 0;
    const removed = await tx.query('DELETE FROM realtime.events WHERE seq <= $1', [cut]);
    await tx.query('UPDATE realtime.retention SET pruned_through = GREATEST(pruned_through, $1)', [cut]);
    return removed.rowCount;
  });
}

export type EventReplay =
  | { tooOld: false; events: RealtimeEvent[]; hasMore: boolean; lastSeq: number }
  /** The client must reload its state: events after its seq were pruned, or its seq is from another database. */
  | { tooOld: true; lastSeq: number };

/** The events after `seq` (oldest first, at most `limit`), or tooOld when some of them are gone. */
export async function eventsSince(db: Db, seq: number, limit: number = EVENT_REPLAY_MAX): Promise<EventReplay> {
  const head = await db.query<{ pruned_through: number; last_seq: number }>(
    `SELECT r.pruned_through, GREATEST(r.pruned_through, COALESCE((SELECT max(seq) FROM realtime.events), 0)) AS last_seq
       FROM realtime.retention r`,
  );
  const prunedThrough = Number(head.rows[0]?.pruned_through ?? 0);
  const lastSeq = Number(head.rows[0]?.last_seq ?? 0);
  if (seq < prunedThrough || seq > lastSeq) return { tooOld: true, lastSeq };
  const take = Math.max(1, Math.min(limit, EVENT_REPLAY_MAX));
  const { rows } = await db.query<EventRow>(
    'SELECT seq, type, audience, payload, at FROM realtime.events WHERE seq > $1 ORDER BY seq LIMIT $2',
    [seq, take + 1],
  );
  return { tooOld: false, events: rows.slice(0, take).map(presentEvent), hasMore: rows.length > take, lastSeq };
}
