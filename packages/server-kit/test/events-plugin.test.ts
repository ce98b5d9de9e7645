import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@bo/contract';
import { eventsPlugin, LazyEventBus, type EventBus, type EventInput } from '../src/index.ts';

/** A bus that records what happens to it. */
function recordingBus(): EventBus & { published: EventInput[]; closed: number } {
  const handlers = new Set<(event: RealtimeEvent) => void>();
  const bus = {
    published: [] as EventInput[],
    closed: 0,
    async publish(input: EventInput) {
      bus.published.push(input);
      const event = { ...input, seq: bus.published.length, at: new Date().toISOString() } as unknown as RealtimeEvent;
      for (const handler of handlers) handler(event);
      return event;
    },
    subscribe(handler: (event: RealtimeEvent) => void) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      bus.closed += 1;
    },
  };
  return bus;
}

const input: EventInput = { type: 'test.changed', audience: { permission: 'chat' }, payload: { id: 1 } };

describe('eventsPlugin', () => {
  it('decorates the app with the bus given and leaves closing it to its owner', async () => {
    const shared = recordingBus();
    const app = Fastify();
    await app.register(eventsPlugin, { events: shared });
    await app.ready();
    expect(app.events).toBe(shared);
    await app.close();
    expect(shared.closed).toBe(0);
  });
});

describe('LazyEventBus', () => {
  it('connects on the first publish only, once, and closes what it made', async () => {
    const real = recordingBus();
    const connect = vi.fn(async () => real);
    const lazy = new LazyEventBus(connect);
    expect(connect).not.toHaveBeenCalled();
    await Promise.all([lazy.publish(input), lazy.publish(input)]);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(real.published).toHaveLength(2);
    await lazy.close();
    expect(real.closed).toBe(1);
    await expect(lazy.publish(input)).rejects.toThrow('event bus closed');
  });

  it('never connects when closed unused, and a subscriber hears events once connected', async () => {
    const unused = vi.fn(async () => recordingBus());
    await new LazyEventBus(unused).close();
    expect(unused).not.toHaveBeenCalled();

    const lazy = new LazyEventBus(async () => recordingBus());
    const heard: RealtimeEvent[] = [];
    const unsubscribe = lazy.subscribe((event) => heard.push(event));
    await lazy.publish(input);
    expect(heard.map((e) => e.type)).toEqual(['test.changed']);
    unsubscribe();
    await lazy.publish(input);
    expect(heard).toHaveLength(1);
  });
});
