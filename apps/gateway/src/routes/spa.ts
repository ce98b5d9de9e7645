import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pathOf } from '../audit/redact-query.ts';
import { MESSAGE } from '../messages.ts';
import { API_PREFIXES } from './proxy/index.ts';

/** Paths that are never the SPA: the APIs, the websocket hub and the probes answer JSON 404s instead. */
const NOT_SPA = [...API_PREFIXES, '/ws', '/health', '/ready'];

const isNotSpa = (path: string): boolean => NOT_SPA.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A browser navigation (history mode): a GET asking for HTML. */
const isNavigation = (request: FastifyRequest): boolean => request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/**
 * The built SPA on the same origin, brotli or gzip when the browser accepts it (precompressed at
 * build). Hashed assets are cached for good; any other page path gets index.html (history-mode
 * routing), never cached so a new build is picked up at once.
 */
export default fp(
  async (app, opts: { webDistDir: string | null }) => {
    const spa = opts.webDistDir;
    if (spa) {
      await app.register(fastifyStatic, {
        root: spa,
        wildcard: true,
        // The build writes .br and .gz beside each text asset (apps/web/precompress.ts): sent as they are.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = pathOf(request.raw.url ?? request.url);
      if (spa && isNavigation(request) && !isNotSpa(path)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      request.audit.decision = 'deny';
      request.audit.reason = 'not-found';
      return reply.code(404).send({ errors: MESSAGE.notFound(request.method, path) });
    });
  },
  { name: 'spa' },
);
