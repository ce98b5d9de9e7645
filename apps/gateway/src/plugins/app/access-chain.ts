import fp from 'fastify-plugin';
import { AccessChain, type ChainHead } from '../../audit/chain.ts';
import { AccessLogStore } from '../../audit/db-writer.ts';
import { generatedInstanceId } from '../../audit/instance-id.ts';
import type { AuditOptions } from '../../audit/options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Links every access record into this instance's hash chain (audit/chain.ts). */
    accessChain: AccessChain;
    /** The batched database copy of the chain; null when storing is off. */
    accessLogStore: AccessLogStore | null;
  }
}

/**
 * The hash chain of this gateway instance and its copy in gateway.access_log. The copy is written
 * in batches off the request path and flushed when the gateway closes (after the websocket hub has
 * closed its sockets and written their records in preClose).
 */
export default fp(
  async (app, opts: AuditOptions) => {
    const instance = opts.instanceId ?? generatedInstanceId(app.clock());
    let head: ChainHead | null = null;
    const store =
      opts.store === false
        ? null
        : new AccessLogStore(app.db, {
            ...(opts.flushIntervalMs ? { flushIntervalMs: opts.flushIntervalMs } : {}),
            onError: (error, pending) => app.log.error({ err: error, pending }, 'access log: writing to the database failed'),
          });
    if (store && opts.instanceId) {
      const { rows } = await app.db.query<{ seq: string; hash: string }>(
        'SELECT seq::text, hash FROM gateway.access_log WHERE instance = $1 ORDER BY seq DESC LIMIT 1',
        [instance],
      );
      if (rows[0]) head = { seq: Number(rows[0].seq), hash: rows[0].hash };
    }
    app.decorate('accessChain', new AccessChain(instance, opts.chainKey ?? null, head));
    app.decorate('accessLogStore', store);
    if (store) app.addHook('onClose', async () => store.close());
  },
  { name: 'access-chain', dependencies: ['database'] },
);
