import type { Db } from '@bo/db';
import { LocalSubscribers } from './local-delivery.ts';
import { appendEvent } from './store.ts';
import { pruneNow, startPruneTimer } from './prune-schedule.ts';
import type { EventBus, EventBusLogger, EventHandler, EventInput, RealtimeEvent } from './types.ts';

/** The bus of a single instance (no Redis configured): subscribers in this process only. */
export class InProcessEventBus implements EventBus {
  private readonly subscribers: LocalSubscribers;
  private closed = false;
  private readonly stopPruning: () => void;

  constructor(
    private readonly db: Db,
    private readonly logger?: EventBusLogger,
  ) {
    this.subscribers = new LocalSubscribers(logger);
    this.stopPruning = startPruneTimer(db, logger);
  }

  async publish(input: EventInput): Promise<RealtimeEvent> {
    if (this.closed) throw new Error('event bus is closed');
    const event = await appendEvent(this.db, input);
    await pruneNow(this.db, event.seq, this.logger);
    this.subscribers.deliver(event);
    return event;
  }

  subscribe(handler: EventHandler): () => void {
    return this.subscribers.add(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopPruning();
    this.subscribers.clear();
  }
}
