import type { Redis } from 'ioredis';
import { FAIL_FAST_REDIS, watchRedis } from './redis-client.ts';
import type { Db } from '@bo/db';
import { LocalSubscribers } from './local-delivery.ts';
import { appendEvent } from './store.ts';
import { pruneNow, startPruneTimer } from './prune-schedule.ts';
import type { EventBus, EventBusLogger, EventHandler, EventInput, RealtimeEvent } from './types.ts';

/** How long a start waits for the channel; past it the bus works and listens once Redis is back. */
const SUBSCRIBE_WAIT_MS = 2_000;

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
  private publisherReady: () => boolean = () => true;
  private listenerReady: () => boolean = () => true;

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

  /** Connects and subscribes; resolves once the channel is listened to, or after SUBSCRIBE_WAIT_MS with Redis down. */
  static async connect(opts: { db: Db; url: string; channel?: string; logger?: EventBusLogger }): Promise<RedisEventBus> {
    const { Redis: RedisClient } = await import('ioredis');
    const channel = opts.channel ?? DEFAULT_EVENT_CHANNEL;
    const publisher = new RedisClient(opts.url, FAIL_FAST_REDIS);
    // The listener keeps its offline queue: its SUBSCRIBE waits for a connection and is sent again on
    // every reconnection (ioredis autoResubscribe), so events published after Redis returns arrive.
    const listener = publisher.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
    const bus = new RedisEventBus(opts.db, publisher, listener, channel, opts.logger);
    bus.publisherReady = watchRedis(publisher, 'event publisher', opts.logger);
    bus.listenerReady = watchRedis(listener, 'event listener', opts.logger);
    listener.on('message', (from: string, message: string) => {
      if (from === channel) bus.receive(message);
    });
    const subscribed = listener.subscribe(channel);
    const started = await Promise.race([
      subscribed.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS).unref()),
    ]).catch((error: unknown) => {
      publisher.disconnect();
      listener.disconnect();
      throw error;
    });
    if (!started) {
      subscribed.catch(() => undefined);
      opts.logger?.error({ channel }, 'redis unavailable at start: events are stored and fanned out once it answers');
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
    // Not awaited: the event is stored (the truth, replayed to reconnecting sockets); a Redis that
    // does not answer must never hold the answer of the call that published it.
    this.publisher.publish(this.channel, JSON.stringify(event)).catch(() => {
      // watchRedis has logged the outage once; a single failed publish while connected is said here.
      if (this.publisherReady()) this.logger?.error({ seq: event.seq, type: event.type }, 'publishing an event to redis failed');
    });
    return event;
  }

  redisState(): 'up' | 'down' {
    return this.publisherReady() && this.listenerReady() ? 'up' : 'down';
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
