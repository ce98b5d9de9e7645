import type { Redis } from 'ioredis';
import type { Db } from '@bo/db';
import { LocalSubscribers } from './local-delivery.ts';
import { appendEvent } from './store.ts';
import { pruneNow, startPruneTimer } from './prune-schedule.ts';
import type { EventBus, EventBusLogger, EventHandler, EventInput, RealtimeEvent } from './types.ts';

/** The Redis channel every instance publishes to and listens on. */
export const DEFAULT_EVENT_CHANNEL = 'bo:realtime-events';

/**
 * The bus between instances (ARCHITECTURE.md): publish stores the event, then sends it over Redis
 * pub/sub; every instance, this one included, delivers what arrives on the channel to its own
 * subscribers, so all instances see the same events in the same order.
 */
export class RedisEventBus implements EventBus {
  private readonly subscribers: LocalSubscribers;
  private closed = false;
  private readonly stopPruning: () => void;

  private constructor(
    private readonly db: Db,
    private readonly publisher: Redis,
    private readonly listener: Redis,
    private readonly channel: string,
    private readonly logger?: EventBusLogger,
  ) {
    this.subscribers = new LocalSubscribers(logger);
    this.stopPruning = startPruneTimer(db, logger);
  }

  /** Connects and subscribes; resolves once the channel is listened to. */
  static async connect(opts: { db: Db; url: string; channel?: string; logger?: EventBusLogger }): Promise<RedisEventBus> {
    const { Redis: RedisClient } = await import('ioredis');
    const channel = opts.channel ?? DEFAULT_EVENT_CHANNEL;
    const publisher = new RedisClient(opts.url, { maxRetriesPerRequest: 3 });
    const listener = publisher.duplicate();
    // ioredis reconnects by itself; the error events only need to be seen, not to crash the process.
    const logError = (error: Error): void => opts.logger?.error({ err: error }, 'redis event bus connection error');
    publisher.on('error', logError);
    listener.on('error', logError);
    const bus = new RedisEventBus(opts.db, publisher, listener, channel, opts.logger);
    listener.on('message', (from: string, message: string) => {
      if (from === channel) bus.receive(message);
    });
    try {
      await listener.subscribe(channel);
    } catch (error) {
      publisher.disconnect();
      listener.disconnect();
      throw error;
    }
    return bus;
  }

  private receive(message: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(message) as RealtimeEvent;
    } catch (error) {
      this.logger?.error({ err: error }, 'unreadable event on the redis channel');
      return;
    }
    this.subscribers.deliver(event);
  }

  async publish(input: EventInput): Promise<RealtimeEvent> {
    if (this.closed) throw new Error('event bus is closed');
    const event = await appendEvent(this.db, input);
    await pruneNow(this.db, event.seq, this.logger);
    await this.publisher.publish(this.channel, JSON.stringify(event));
    return event;
  }

  subscribe(handler: EventHandler): () => void {
    return this.subscribers.add(handler);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopPruning();
    this.subscribers.clear();
    await Promise.allSettled([this.listener.quit(), this.publisher.quit()]);
  }
}
