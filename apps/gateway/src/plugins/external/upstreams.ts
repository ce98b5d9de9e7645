import fp from 'fastify-plugin';
import { Pool } from 'undici';
import type { UpstreamName } from '../../options.ts';

/** One keep-alive connection pool per upstream service, closed with the gateway. */
export default fp(
  async (app, opts: { urls: Record<UpstreamName, string> }) => {
    const pools = {} as Record<UpstreamName, Pool>;
    for (const [name, url] of Object.entries(opts.urls) as [UpstreamName, string][]) {
      pools[name] = new Pool(new URL(url).origin, { connections: 64, keepAliveTimeout: 10_000 });
    }
    app.decorate('upstreamPools', pools);
    app.addHook('onClose', async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.close()));
    });
  },
  { name: 'upstreams' },
);
