import type { FastifyReply, FastifyRequest } from 'fastify';
import { databaseFault } from '@bo/db';

/** The answers of issue 23's faults, word for word, shared by the gateway and the upstreams. */
export const FAULT_MESSAGE = {
  databaseUnavailable: 'Database unavailable',
  /** No connection came free in time, or a statement ran out of its budget (a lock held, an overloaded server). */
  databaseBusy: 'Database busy',
  /** A request that arrives, or is still running at the drain deadline, while the process stops. */
  stopping: 'The server is shutting down',
} as const;

/** Seconds a client is asked to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** A 503 in the `{ errors }` shape, asking the client to come back. */
export function sendUnavailable(reply: FastifyReply, errors: string): FastifyReply {
  return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ errors });
}

/**
 * Answers a failed database call as a fault when it is one: 503 with Retry-After. An outage is
 * logged by the database handle once per change of state, so nothing here; a stall (a statement
 * out of time, no free connection) is one warning naming the route, never a stack trace.
 */
export function answerDatabaseFault(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  const fault = databaseFault(error);
  if (!fault) return false;
  if (fault === 'busy') {
    request.log.warn(
      { reqId: request.id, method: request.method, route: request.routeOptions.url ?? request.url, error: (error as Error).message },
      'database call stalled',
    );
  }
  sendUnavailable(reply, fault === 'busy' ? FAULT_MESSAGE.databaseBusy : FAULT_MESSAGE.databaseUnavailable);
  return true;
}
