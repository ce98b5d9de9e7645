import type { EventBusLogger, EventHandler, RealtimeEvent } from './types.ts';

/** The subscribers of one bus instance; a throwing handler is logged and never stops the others. */
export class LocalSubscribers {
  private readonly handlers = new Set<EventHandler>();

  constructor(private readonly logger?: EventBusLogger) {}

  add(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => {
      this.handlers.delete(handler);
    };
  }

  deliver(event: RealtimeEvent): void {
    for (const handler of [...this.handlers]) {
      try {
        handler(event);
      } catch (error) {
        this.logger?.error({ err: error, seq: event.seq, type: event.type }, 'event handler failed');
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
