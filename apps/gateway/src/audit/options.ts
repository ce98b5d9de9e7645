import type { Checkpoint, CheckpointPolicy } from './checkpoint.ts';

/** The tamper-evident access log's settings (GatewayOptions.audit). */
export interface AuditOptions {
  /**
   * This gateway's chain (AUDIT_INSTANCE_ID). Given, the chain carries on from its last record in
   * gateway.access_log after a restart; absent, each start begins a chain of its own. Two running
   * gateways must never share one.
   */
  instanceId?: string;
  /** AUDIT_CHAIN_KEY: records are then HMAC-SHA-256 under it, so whoever lacks it cannot re-chain them. */
  chainKey?: string | null;
  /** Keep the records in gateway.access_log too (default true). */
  store?: boolean;
  /** Batching of the database copy (tests shorten it). */
  flushIntervalMs?: number;
  /** Backoff of the database copy while the database is unreachable (tests shorten it). */
  retryMinMs?: number;
  retryMaxMs?: number;
  /** How long a stop keeps writing the database copy (5 s). */
  closeDeadlineMs?: number;
  /** When checkpoints are signed (every 1,000 records or 10 s). */
  checkpoints?: Partial<CheckpointPolicy>;
  /** Receives each checkpoint; defaults to a JSON line on stdout beside the records. */
  checkpointSink?: (checkpoint: Checkpoint) => void;
}
