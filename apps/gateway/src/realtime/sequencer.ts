import { isDatabaseUnavailable, type Db } from '@bo/db';
import { eventsSince, type EventBusLogger, type RealtimeEvent } from '@bo/server-kit';

/**
 * Turns what the bus delivers into one stream in seq order, without gaps or repeats. Two publishers
 * can reach Redis in the opposite order of their seqs, and a Redis hiccup can lose a message; since
 * the publishers commit in seq order (the store's lock), every event below one that arrived is
 * already in realtime.events, so a gap is filled from there at once, never by waiting.
 */
export class EventSequencer {
  private lastSeq = 0;
  /** Whether lastSeq is known (the start-up read can fail: then the first event sets it). */
  private known = false;
  private queue: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly emit: (event: RealtimeEvent) => void,
    private readonly logger: EventBusLogger,
  ) {
    // Events before the hub started are the replay's business: start from the newest stored seq.
    this.queue = eventsSince(db, 0, 1).then(
      (head) => {
        this.lastSeq = head.lastSeq;
        this.known = true;
      },
      (error: unknown) => logger.error({ err: error }, 'reading the newest event seq failed'),
    );
  }

  /** The seq of the last event emitted: a socket starting live now continues after it. */
  get seq(): number {
    return this.lastSeq;
  }

  /** Waits until everything accepted so far is emitted (the hub's start, tests). */
  settled(): Promise<void> {
    return this.queue;
  }

  /** An event from the bus. */
  accept(event: RealtimeEvent): void {
    this.enqueue(() => this.take(event));
  }

  /** Emits whatever the store holds beyond the last seq (a lost Redis message with nothing after it). */
  catchUp(): Promise<void> {
    return this.enqueue(() => (this.known ? this.fill(Number.MAX_SAFE_INTEGER) : undefined));
  }

  private enqueue(step: () => Promise<void> | void): Promise<void> {
    this.queue = this.queue.then(step).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) this.logger.error({ err: error }, 'ordering realtime events failed');
    });
    return this.queue;
  }

  private async take(event: RealtimeEvent): Promise<void> {
    if (!this.known) {
      this.lastSeq = event.seq - 1;
      this.known = true;
    }
    if (event.seq <= this.lastSeq) return;
    if (event.seq > this.lastSeq + 1) await this.fill(event.seq);
    if (event.seq > this.lastSeq) this.forward(event);
  }

  /** Emits the stored events after lastSeq and before `until`. */
  private async fill(until: number): Promise<void> {
    for (;;) {
      const replay = await eventsSince(this.db, this.lastSeq);
      if (replay.tooOld) {
        // Only after a very long outage: nothing can be replayed, the sockets' own resumes will say refetch.
        this.logger.error({ from: this.lastSeq, to: replay.lastSeq }, 'realtime events were pruned before the hub saw them');
        this.lastSeq = Math.min(until - 1, replay.lastSeq);
        return;
      }
      for (const stored of replay.events) {
        if (stored.seq >= until) return;
        this.forward(stored);
      }
      if (!replay.hasMore) return;
    }
  }

  private forward(event: RealtimeEvent): void {
    this.lastSeq = event.seq;
    this.emit(event);
  }
}
