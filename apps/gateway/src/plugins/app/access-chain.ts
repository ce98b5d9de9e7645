import fp from 'fastify-plugin';
import { AccessChain, type ChainHead, type ChainedRecord } from '../../audit/chain.ts';
import { DEFAULT_CHECKPOINT_POLICY, type Checkpoint } from '../../audit/checkpoint.ts';
import { Checkpointer } from '../../audit/checkpointer.ts';
import { AccessLogStore } from '../../audit/db-writer.ts';
import { safeErrorFields } from '../../audit/db-errors.ts';
import { generatedInstanceId } from '../../audit/instance-id.ts';
import { jsonLinesCheckpointLog } from '../../audit/json-lines-sink.ts';
import type { AuditOptions } from '../../audit/options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Links every access record into this instance's hash chain (audit/chain.ts). */
    accessChain: AccessChain;
    /** The batched database copy of the chain; null when storing is off. */
    accessLogStore: AccessLogStore | null;
    /** Tells the checkpointer a record was chained (audit/checkpointer.ts). */
    accessChained(record: ChainedRecord): void;
  }
}

/** How often the months ahead get their access-log partition (the database makes a missing one on demand too). */
const PARTITION_CHECK_MS = 6 * 60 * 60 * 1000;

/**
 * The hash chain of this gateway instance, its signed checkpoints and its copy in
 * gateway.access_log. The copy is written in batches off the request path and flushed when the
 * gateway closes (after the websocket hub has closed its sockets and written their records in
 * preClose), within the store's deadline.
 */
export default fp(
  async (app, opts: AuditOptions) => {
    const instance = opts.instanceId ?? generatedInstanceId(app.clock());
    const key = opts.chainKey ?? null;
    const store =
      opts.store === false
        ? null
        : new AccessLogStore(app.db, {
            ...(opts.flushIntervalMs ? { flushIntervalMs: opts.flushIntervalMs } : {}),
            ...(opts.retryMinMs ? { retryMinMs: opts.retryMinMs } : {}),
            ...(opts.retryMaxMs ? { retryMaxMs: opts.retryMaxMs } : {}),
            ...(opts.closeDeadlineMs ? { closeDeadlineMs: opts.closeDeadlineMs } : {}),
            // Backoff, lag and the stop deadline run on the real clock (tests move app.clock).
            log: app.log,
          });
    let head: ChainHead | null = null;
    if (store && opts.instanceId) {
      // Ordered by the number: as text, 999 sorted above 1103 and the chain resumed at 1000.
      const { rows } = await app.db.query<{ seq: number | string; hash: string }>(
        'SELECT l.seq, l.hash FROM gateway.access_log l WHERE l.instance = $1 ORDER BY l.seq DESC LIMIT 1',
        [instance],
      );
      if (rows[0]) head = { seq: Number(rows[0].seq), hash: rows[0].hash };
    }
    const chain = new AccessChain(instance, key, head);
    const printCheckpoint = opts.checkpointSink ?? jsonLinesCheckpointLog();
    const emit = (checkpoint: Checkpoint): void => {
      printCheckpoint(checkpoint);
      store?.addCheckpoint(checkpoint);
    };
    const checkpointer = new Checkpointer(instance, key, { ...DEFAULT_CHECKPOINT_POLICY, ...opts.checkpoints }, emit, app.clock);
    app.decorate('accessChain', chain);
    app.decorate('accessLogStore', store);
    app.decorate('accessChained', (record: ChainedRecord) => checkpointer.recorded(record));

    if (store) {
      const ensurePartitions = async (): Promise<void> => {
        try {
          const now = app.clock();
          for (const at of [now, now + 31 * 24 * 3600 * 1000]) {
            await app.db.query('SELECT gateway.ensure_access_log_partition($1)', [new Date(at).toISOString()]);
          }
        } catch (error) {
          app.log.warn(
            safeErrorFields(error),
            'access log: could not create the coming months’ partitions (the default partition takes the rows)',
          );
        }
      };
      await ensurePartitions();
      const partitions = setInterval(() => void ensurePartitions(), PARTITION_CHECK_MS);
      partitions.unref();
      app.addHook('onClose', async () => {
        clearInterval(partitions);
        checkpointer.close();
        await store.close();
      });
    } else {
      app.addHook('onClose', async () => checkpointer.close());
    }
  },
  { name: 'access-chain', dependencies: ['database'] },
);
