import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { ApiCall } from '@bo/contract';
import { notFound } from '@bo/server-kit';
import { MESSAGE } from '../../messages.ts';
import type { UpstreamName, UpstreamTimeouts } from '../../options.ts';
import { pathOf } from '../../audit/redact-query.ts';
import { forward } from './forward.ts';

/** Path prefixes of the upstream APIs (ARCHITECTURE.md, one origin): everything under them is a catalogued call or refused. */
export const API_PREFIXES = ['/api', '/chat/api', '/support/api'] as const;

const EVERY_METHOD: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * One route per upstream call of the catalogue, carrying its ApiCall for the auth and permission
 * hooks, and a catch-all per API prefix refusing what the catalogue does not hold (deny by default).
 * Bodies are not parsed here: the raw stream goes to the upstream as it arrives.
 */
export default async function proxyRoutes(
  app: FastifyInstance,
  opts: { calls: readonly ApiCall[]; contextSecret: string; timeouts: UpstreamTimeouts },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // A body not read to its end (a refused call, a 413, an upstream that answered early) would
  // pin the keep-alive socket: end the connection with the answer instead of reading the rest.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });

  for (const call of opts.calls) {
    if (call.upstream === 'gateway') continue;
    const upstream: UpstreamName = call.upstream;
    app.route({
      method: call.method,
      url: call.path,
      config: { apiCall: call },
      handler: (request, reply) => forward(request, reply, app.upstreamPools[upstream], upstream, opts.contextSecret, opts.timeouts),
    });
  }

  const unknownCall = async (request: { method: string; url: string; audit: { decision: string; reason: string } }): Promise<never> => {
    request.audit.decision = 'deny';
    request.audit.reason = 'uncatalogued';
    throw notFound(MESSAGE.unknownApiCall(request.method, pathOf(request.url)));
  };
  for (const prefix of API_PREFIXES) {
    app.route({ method: EVERY_METHOD, url: prefix, config: { uncatalogued: true }, handler: unknownCall });
    app.route({ method: EVERY_METHOD, url: `${prefix}/*`, config: { uncatalogued: true }, handler: unknownCall });
  }
}
