import fp from 'fastify-plugin';
import { Pool } from 'undici';
import { withinTime } from '@bo/server-kit';
import type { UpstreamName } from '../../options.ts';

/** A closing pool waits this long for calls still open (the drain has ended them by then), then is destroyed. */
const POOL_CLOSE_WAIT_MS = 2_000;

/** One keep-alive connection pool per upstream service, closed with the gateway. Answer budgets are per call (routes/proxy/forward.ts). */
export default fp(
  async (app, opts: { urls: Record<UpstreamName, string> }) => {
    const pools = {} as Record<UpstreamName, Pool>;
    for (const [name, url] of Object.entries(opts.urls) as [UpstreamName, string][]) {
      pools[name] = new Pool(new URL(url).origin, { connections: 64, keepAliveTimeout: 10_000 });
    }
    app.decorate('upstreamPools', pools);
    app.addHook('onClose', async () => {
      await Promise.all(
        Object.values(pools).map((pool) => withinTime(pool.close(), POOL_CLOSE_WAIT_MS, 'upstream pool').catch(() => pool.destroy())),
      );
    });
  },
  { name: 'upstreams' },
);
