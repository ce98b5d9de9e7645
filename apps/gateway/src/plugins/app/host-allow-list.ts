import fp from 'fastify-plugin';
import { HttpError } from '@bo/server-kit';
import { MESSAGE } from '../../messages.ts';

/** Probes come from the orchestrator by address, not by the public host name. */
const PROBES = new Set(['/health', '/ready']);

/** Lower-case host names, without a port. */
export function normaliseHosts(hosts: readonly string[]): ReadonlySet<string> {
  return new Set(hosts.map((h) => h.trim().toLowerCase()).filter(Boolean));
}

/**
 * ALLOWED_HOSTS: a request naming another Host (DNS rebinding, a forged Host used to build links)
 * is refused before anyone is identified. Empty: every host (development).
 */
export default fp(
  async (app, opts: { hosts: ReadonlySet<string> }) => {
    if (opts.hosts.size === 0) return;
    app.addHook('onRequest', async (request) => {
      if (PROBES.has(request.url.split('?')[0]!)) return;
      const hostname = request.hostname.toLowerCase();
      if (opts.hosts.has(hostname)) return;
      request.audit.decision = 'deny';
      request.audit.reason = 'host-not-allowed';
      throw new HttpError(421, MESSAGE.hostNotAllowed);
    });
  },
  { name: 'host-allow-list', dependencies: ['access-log'] },
);
