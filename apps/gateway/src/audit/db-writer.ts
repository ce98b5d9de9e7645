import type { Queryable } from '@bo/db';
import type { ChainedRecord } from './chain.ts';

export interface AccessLogStoreOptions {
  /** Most records one INSERT carries. */
  batchSize?: number;
  /** How long a record may wait before its batch is written. */
  flushIntervalMs?: number;
  /** Records kept while the database is unreachable; past it the oldest are dropped (and said so). */
  maxPending?: number;
  onError?: (error: unknown, pending: number) => void;
}

const INSERT = `
  INSERT INTO gateway.access_log (instance, seq, time, request_id, admin_id, acting_as, method, path, query, permission,
    decision, reason, status, bytes, duration_ms, client, user_agent, upstream, event, alg, prev_hash, hash, record)
  SELECT r->>'instance', (r->>'seq')::bigint, (r->>'time')::timestamptz, r->>'request_id', (r->>'admin_id')::integer,
    (r->>'acting_as')::integer, r->>'method', r->>'path', r->>'query', r->>'permission', r->>'decision', r->>'reason',
    (r->>'status')::integer, (r->>'bytes')::bigint, (r->>'duration_ms')::double precision, r->>'client', r->>'user_agent',
    r->>'upstream', r->'event', r->>'alg', r->>'prev_hash', r->>'hash', r
  FROM jsonb_array_elements($1::jsonb) AS r
  ON CONFLICT (instance, seq) DO NOTHING`;

/**
 * Writes chained records to gateway.access_log in batches, off the request path: a request only
 * queues its record. close() writes whatever is still queued, so a graceful shutdown loses nothing.
 */
export class AccessLogStore {
  private pending: ChainedRecord[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly batchSize: number;
  private readonly maxPending: number;

  constructor(
    private readonly db: Queryable,
    private readonly opts: AccessLogStoreOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 500;
    this.maxPending = opts.maxPending ?? 100_000;
    this.timer = setInterval(() => void this.flush(), opts.flushIntervalMs ?? 250);
    this.timer.unref();
  }

  add(record: ChainedRecord): void {
    this.pending.push(record);
    if (this.pending.length > this.maxPending) {
      const dropped = this.pending.splice(0, this.pending.length - this.maxPending);
      this.opts.onError?.(
        new Error(`access log: ${dropped.length} records dropped from the database copy (still on stdout)`),
        this.pending.length,
      );
    }
    if (this.pending.length >= this.batchSize) void this.flush();
  }

  /** Writes everything queued so far; batches go one after the other, in chain order. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      while (this.pending.length > 0) {
        const batch = this.pending.slice(0, this.batchSize);
        try {
          await this.db.query(INSERT, [JSON.stringify(batch)]);
        } catch (error) {
          // Kept for the next try: the database may be back in a moment.
          this.opts.onError?.(error, this.pending.length);
          return;
        }
        this.pending.splice(0, batch.length);
      }
    });
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
