import fp from 'fastify-plugin';
import { notFound } from '@bo/server-kit';
import { pathOf } from '../../audit/redact-query.ts';
import { MESSAGE } from '../../messages.ts';
import { isCanonicalApiPath } from '../../routes/proxy/canonical-path.ts';

/**
 * Deny by default for path spellings: a catalogued route matched by a path whose raw segments are
 * not its pattern's (`//`, a dot segment, `%2f` in a literal segment, `..` or `%2e%2e` inside a
 * parameter) is refused as an unknown call before anyone is identified, so it can never reach an
 * upstream that would read it as another call. An encoded slash inside a parameter passes: it is
 * one segment for the gateway's router and the upstream's alike.
 */
export default fp(
  async (app) => {
    // A callback hook: no promise per call.
    app.addHook('onRequest', (request, _reply, done) => {
      const call = request.routeOptions.config.apiCall;
      if (!call) return done();
      const path = pathOf(request.raw.url ?? request.url);
      if (isCanonicalApiPath(path, call.path)) return done();
      request.audit.decision = 'deny';
      request.audit.reason = 'non-canonical-path';
      done(notFound(MESSAGE.unknownApiCall(request.method, path)));
    });
  },
  { name: 'canonical-path', dependencies: ['access-log'] },
);
