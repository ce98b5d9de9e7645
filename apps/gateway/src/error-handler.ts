import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler } from '@bo/server-kit';
import { LIMIT } from './limits.ts';
import { MESSAGE } from './messages.ts';

/**
 * The services' `{ errors }` handler (4xx as said, 5xx logged with the request id and hidden),
 * with the gateway's own wording for a JSON body over its limit.
 */
export function gatewayErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    reply.code(413).send({ errors: MESSAGE.bodyTooLarge(LIMIT.jsonBodyBytes) });
    return;
  }
  errorHandler(error, request, reply);
}
