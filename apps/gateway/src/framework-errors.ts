import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGE } from './messages.ts';
import { freshAudit } from './plugins/app/access-log.ts';
import { API_CACHE_CONTROL, SECURITY_HEADER_VALUES } from './plugins/external/helmet.ts';

/**
 * The same headers the security-headers plugin (plugins/external/helmet.ts) sets in its hooks, which these
 * answers never reach; a refusal is never stored either.
 */
export function setSecurityHeaders(_req: IncomingMessage, res: ServerResponse, next: () => void): void {
  for (const [name, value] of Object.entries(SECURITY_HEADER_VALUES)) res.setHeader(name, value);
  res.setHeader('cache-control', API_CACHE_CONTROL);
  next();
}

/**
 * URLs the router refuses before any hook runs (bad percent-encoding, an over-long parameter):
 * answered as `{ errors }` like every other refusal, with the security headers (helmet's hook never
 * ran) and an audit state of their own, so the access log still holds their record.
 */
export function gatewayFrameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  request.audit = {
    ...freshAudit(request.server.clock?.() ?? Date.now(), request),
    decision: 'deny',
    reason: error.code === 'FST_ERR_BAD_URL' ? 'bad-url' : 'unroutable',
  };
  reply.header('x-request-id', request.id);
  setSecurityHeaders(request.raw, reply.raw, () => undefined);
  // No route means no onResponse hook either: the record is written when the answer is out.
  reply.raw.once('finish', () => request.server.recordAccess?.(request, reply));
  reply.code(status >= 400 && status < 500 ? status : 400).send({ errors: MESSAGE.malformedUrl });
}
