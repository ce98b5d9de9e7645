import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@bo/server-kit';

/**
 * Refuses an attempt made while its limit still holds: 429 with Retry-After in whole seconds. Every 429
 * reads the same in the access log, whichever limit refused it; `event` says what was attempted.
 */
export function refuseWhileWaiting(
  request: FastifyRequest,
  reply: FastifyReply,
  waitMs: number,
  message: (seconds: number) => string,
  event?: FastifyRequest['audit']['event'],
): void {
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  if (event) request.audit.event = event;
  request.audit.decision = 'deny';
  request.audit.reason = 'rate-limited';
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, message(seconds));
}
