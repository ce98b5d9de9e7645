import type { Queryable } from '@bo/db';
import type { ChainedRecord } from './chain.ts';
import type { Checkpoint } from './checkpoint.ts';
import { isDatabaseUnreachable, safeErrorFields } from './db-errors.ts';

/** The few logger methods the store uses (pino's). */
export interface StoreLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface AccessLogStoreOptions {
  /** Most records one INSERT carries. */
  batchSize?: number;
  /** How long a record may wait before its batch is written. */
  flushIntervalMs?: number;
  /** Records kept while the database is unreachable; past it the oldest are dropped and counted. */
  maxPending?: number;
  /** First and longest wait between tries while the database is unreachable (doubling in between). */
  retryMinMs?: number;
  retryMaxMs?: number;
  /** How long close() keeps trying to write what is queued. */
  closeDeadlineMs?: number;
  log?: StoreLogger;
  now?: () => number;
}

/** What the store has done since it started: metrics and /ready read it. */
export interface AccessLogStoreStats {
  pending: number;
  written: number;
  /** Records kept in their fallback form (JSON text) because the database refused the usual one. */
  storedAsText: number;
  /** Records the database refused in both forms, and records whose (instance, seq) was already stored. */
  refused: number;
  conflicts: number;
  /** Dropped from the queue while the database was unreachable (they are still on stdout). */
  dropped: number;
  /** Epoch ms at which the oldest record still queued was queued; null when nothing waits. */
  oldestPendingAt: number | null;
  /** The database is unreachable right now. */
  failing: boolean;
}

// Each row is inserted unless its (instance, seq) is already stored: a sequence conflict is counted, never silent.
const INSERT = `
  INSERT INTO gateway.access_log (instance, seq, time, request_id, admin_id, acting_as, method, path, query, permission,
    decision, reason, status, bytes, duration_ms, client, user_agent, upstream, event, alg, prev_hash, hash, record)
  SELECT r->>'instance', (r->>'seq')::bigint, (r->>'time')::timestamptz, r->>'request_id', (r->>'admin_id')::integer,
    (r->>'acting_as')::integer, r->>'method', r->>'path', r->>'query', r->>'permission', r->>'decision', r->>'reason',
    (r->>'status')::integer, (r->>'bytes')::bigint, (r->>'duration_ms')::double precision, r->>'client', r->>'user_agent',
    r->>'upstream', r->'event', r->>'alg', r->>'prev_hash', r->>'hash', r
  FROM jsonb_array_elements($1::jsonb) AS r
  WHERE NOT EXISTS (
    SELECT 1 FROM gateway.access_log l WHERE l.instance = r->>'instance' AND l.seq = (r->>'seq')::bigint
  )`;

// The fallback form of one record: its JSON text, with only the columns that place it in the chain.
const INSERT_AS_TEXT = `
  INSERT INTO gateway.access_log (instance, seq, time, request_id, method, path, decision, reason, status, bytes,
    duration_ms, client, alg, prev_hash, hash, stored_as, record_text)
  SELECT $1, $2, $3, $4, '', '', $5, 'stored-as-text', 0, 0, 0, '', $6, $7, $8, 'text', $9
  WHERE NOT EXISTS (SELECT 1 FROM gateway.access_log WHERE instance = $1 AND seq = $2)`;

const INSERT_CHECKPOINT = `
  INSERT INTO gateway.access_checkpoints (instance, seq, hash, time, alg, signature)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (instance, seq) DO NOTHING`;

/** Checkpoints waiting for their records: only the newest ones matter, so few are kept. */
const MAX_PENDING_CHECKPOINTS = 16;

/** A text column value PostgreSQL accepts whatever the record holds (the record itself keeps the truth). */
const plain = (value: unknown): string => String(value ?? '').replace(/[^\u0020-\u007e]/g, '?');

/** Rows written, and whether the batch met a stored (instance, seq). */
interface Outcome {
  written: number;
  asText: number;
  refused: number;
  conflicts: number;
}

/** A queued record: what places it in the chain, and its JSON text, made once for every copy of the log. */
interface Pending {
  instance: string;
  seq: number;
  json: string;
}

/** The record itself, for the rare paths that need its fields (a refused batch, a conflict). */
const recordOf = (pending: Pending): ChainedRecord => JSON.parse(pending.json) as ChainedRecord;

const none = (): Outcome => ({ written: 0, asText: 0, refused: 0, conflicts: 0 });
const add = (a: Outcome, b: Outcome): Outcome => ({
  written: a.written + b.written,
  asText: a.asText + b.asText,
  refused: a.refused + b.refused,
  conflicts: a.conflicts + b.conflicts,
});

/**
 * Writes chained records to gateway.access_log in batches, off the request path: a request only
 * queues its record. No record blocks another: a batch the database refuses is split until the
 * refusing record is found, and that one is kept as JSON text in its place. While the database is
 * unreachable the store backs off (250 ms doubling to 5 s), logs once when that starts and once
 * when it ends, and keeps at most maxPending records (dropping the oldest, counted). close()
 * writes what is queued within its deadline.
 */
export class AccessLogStore {
  private pending: Pending[] = [];
  private checkpoints: Checkpoint[] = [];
  private queuedAt: number[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = 0;
  private closing = false;
  private failingSince: number | null = null;
  private failuresWhileDown = 0;
  private droppedWhileDown = 0;
  private lastRefusalLog = 0;
  private readonly counts = { written: 0, storedAsText: 0, refused: 0, conflicts: 0, dropped: 0 };
  private readonly batchSize: number;
  private readonly maxPending: number;
  private readonly retryMinMs: number;
  private readonly retryMaxMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Queryable,
    private readonly opts: AccessLogStoreOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 500;
    this.maxPending = opts.maxPending ?? 100_000;
    this.retryMinMs = opts.retryMinMs ?? 250;
    this.retryMaxMs = opts.retryMaxMs ?? 5_000;
    this.now = opts.now ?? Date.now;
    this.timer = setInterval(() => void this.flush(), opts.flushIntervalMs ?? 250);
    this.timer.unref();
  }

  /** Queues a record; `json` is its JSON.stringify text when the caller already made it (the JSON lines copy). */
  add(record: ChainedRecord, json: string = JSON.stringify(record)): void {
    // The text, not the object, waits in the queue: one string per record for the garbage collector to carry.
    this.pending.push({ instance: record.instance, seq: record.seq, json });
    this.queuedAt.push(this.now());
    if (this.pending.length > this.maxPending) {
      const over = this.pending.length - this.maxPending;
      this.pending.splice(0, over);
      this.queuedAt.splice(0, over);
      this.counts.dropped += over;
      this.droppedWhileDown += over;
    }
    if (this.pending.length >= this.batchSize) void this.flush();
  }

  /**
   * Stores a checkpoint once every record up to its seq has been handled, so the database never
   * holds a checkpoint ahead of the records it vouches for.
   */
  addCheckpoint(checkpoint: Checkpoint): void {
    this.checkpoints.push(checkpoint);
    if (this.checkpoints.length > MAX_PENDING_CHECKPOINTS) this.checkpoints.shift();
    if (this.pending.length === 0) void this.flush();
  }

  stats(): AccessLogStoreStats {
    return {
      pending: this.pending.length,
      ...this.counts,
      oldestPendingAt: this.queuedAt[0] ?? null,
      failing: this.failingSince !== null,
    };
  }

  /** Writes everything queued so far, batches one after the other in chain order. During a backoff it returns at once: the retry timer writes. */
  flush(): Promise<void> {
    if (this.retryTimer && !this.closing) return this.writing;
    this.writing = this.writing.then(() => this.drain());
    return this.writing;
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        await this.writeDueCheckpoints();
        if (this.pending.length === 0) return;
        const batch = this.pending.slice(0, this.batchSize);
        const outcome = await this.write(batch);
        this.pending.splice(0, batch.length);
        this.queuedAt.splice(0, batch.length);
        this.counts.written += outcome.written;
        this.counts.storedAsText += outcome.asText;
        this.counts.refused += outcome.refused + outcome.conflicts;
        this.counts.conflicts += outcome.conflicts;
        this.reachable();
      }
    } catch (error) {
      this.unreachable(error);
    }
  }

  /** The checkpoints whose records were all handled (written, kept as text, refused or dropped). */
  private async writeDueCheckpoints(): Promise<void> {
    while (this.checkpoints.length > 0) {
      const checkpoint = this.checkpoints[0]!;
      const waiting = this.pending[0];
      if (waiting && waiting.instance === checkpoint.instance && waiting.seq <= checkpoint.seq) return;
      const c = checkpoint;
      try {
        await this.db.query(INSERT_CHECKPOINT, [c.instance, c.seq, c.hash, c.time, c.alg, c.signature]);
      } catch (error) {
        if (isDatabaseUnreachable(error)) throw error;
        this.opts.log?.error(
          { instance: c.instance, seq: c.seq, ...safeErrorFields(error) },
          'access log: the database refused a checkpoint',
        );
      }
      this.checkpoints.shift();
    }
  }

  /** One batch; a batch refused for its content is split in halves down to the refusing record. Throws when unreachable. */
  private async write(batch: Pending[]): Promise<Outcome> {
    try {
      // The texts joined are what JSON.stringify(records) would write.
      const { rowCount } = await this.db.query(INSERT, [`[${batch.map((p) => p.json).join(',')}]`]);
      const conflicts = batch.length - rowCount;
      if (conflicts > 0) this.conflicted(batch, conflicts);
      return { ...none(), written: rowCount, conflicts };
    } catch (error) {
      if (isDatabaseUnreachable(error)) throw error;
      if (batch.length === 1) return this.writeAsText(recordOf(batch[0]!), batch[0]!.json, error);
      const half = Math.ceil(batch.length / 2);
      const first = await this.write(batch.slice(0, half));
      return add(first, await this.write(batch.slice(half)));
    }
  }

  private async writeAsText(record: ChainedRecord, json: string, cause: unknown): Promise<Outcome> {
    const time = new Date(record.time);
    try {
      const { rowCount } = await this.db.query(INSERT_AS_TEXT, [
        plain(record.instance),
        record.seq,
        Number.isNaN(time.getTime()) ? new Date(this.now()).toISOString() : time.toISOString(),
        plain(record.request_id),
        record.decision === 'allow' ? 'allow' : 'deny',
        plain(record.alg),
        plain(record.prev_hash),
        plain(record.hash),
        json,
      ]);
      if (rowCount === 0) {
        this.conflicted([{ instance: record.instance, seq: record.seq, json }], 1);
        return { ...none(), conflicts: 1 };
      }
      this.refusal('access log: a record the database refused was stored as JSON text', record, cause);
      return { ...none(), written: 1, asText: 1 };
    } catch (error) {
      if (isDatabaseUnreachable(error)) throw error;
      this.refusal('access log: the database refused a record in both forms; it is only on stdout', record, error);
      return { ...none(), refused: 1 };
    }
  }

  private conflicted(batch: Pending[], conflicts: number): void {
    this.opts.log?.error(
      { instance: batch[0]?.instance, from_seq: batch[0]?.seq, to_seq: batch.at(-1)?.seq, conflicts },
      'access log: sequence conflict, records with these numbers are already stored (two gateways sharing one AUDIT_INSTANCE_ID?); not written to the database',
    );
  }

  /** Logged at most once a minute: a run of odd records must not flood the log. */
  private refusal(message: string, record: ChainedRecord, error: unknown): void {
    const at = this.now();
    if (at - this.lastRefusalLog < 60_000) return;
    this.lastRefusalLog = at;
    this.opts.log?.warn({ instance: record.instance, seq: record.seq, ...safeErrorFields(error), ...this.counts }, message);
  }

  private unreachable(error: unknown): void {
    this.failuresWhileDown += 1;
    if (this.failingSince === null) {
      this.failingSince = this.now();
      this.opts.log?.error(
        { ...safeErrorFields(error), pending: this.pending.length },
        'access log: the database copy cannot be written; retrying with backoff (records stay on stdout)',
      );
    }
    if (this.closing) return;
    this.retryDelay = Math.min(this.retryMaxMs, this.retryDelay === 0 ? this.retryMinMs : this.retryDelay * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, this.retryDelay);
    this.retryTimer.unref();
  }

  private reachable(): void {
    this.retryDelay = 0;
    if (this.failingSince === null) return;
    this.opts.log?.warn(
      {
        down_ms: this.now() - this.failingSince,
        failed_tries: this.failuresWhileDown,
        dropped: this.droppedWhileDown,
        pending: this.pending.length,
      },
      'access log: the database copy is being written again',
    );
    this.failingSince = null;
    this.failuresWhileDown = 0;
    this.droppedWhileDown = 0;
  }

  /** Stops the timers and writes what is queued, trying again until closeDeadlineMs has passed. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const deadlineMs = this.opts.closeDeadlineMs ?? 5_000;
    const deadline = this.now() + deadlineMs;
    const writeAll = async (): Promise<void> => {
      await this.flush();
      while ((this.pending.length > 0 || this.checkpoints.length > 0) && this.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(250, Math.max(0, deadline - this.now()))));
        await this.flush();
      }
    };
    // A query hanging on a dead connection must not hold the stop past the deadline either.
    let expire: NodeJS.Timeout | undefined;
    await Promise.race([writeAll(), new Promise((resolve) => (expire = setTimeout(resolve, deadlineMs)))]);
    clearTimeout(expire);
    if (this.pending.length > 0) {
      this.opts.log?.error(
        { pending: this.pending.length },
        'access log: stopping with records not written to the database copy (they are on stdout)',
      );
    }
  }
}
