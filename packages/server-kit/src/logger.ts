import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** One JSON-lines logger (pino) for a service or for the whole embedded stack. */
export function createLogger(opts: { level?: string; name?: string } = {}): FastifyBaseLogger {
  return pino({ level: opts.level ?? 'info', ...(opts.name ? { name: opts.name } : {}) });
}
