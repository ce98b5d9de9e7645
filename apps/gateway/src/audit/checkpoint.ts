import { createHash, createHmac } from 'node:crypto';
import type { ChainAlgorithm } from './chain.ts';
import { canonicalJson } from './chain.ts';

/**
 * A gateway's signed statement that its chain reached `seq` with `hash` at `time`. Written every
 * N records or seconds to gateway.access_checkpoints (insert-only for the services' role) and to
 * stdout: a copy of the log whose newest records were cut off no longer reaches the checkpoint.
 */
export interface Checkpoint {
  instance: string;
  seq: number;
  hash: string;
  /** UTC ISO time the checkpoint was made. */
  time: string;
  alg: ChainAlgorithm;
  /** HMAC-SHA-256 under AUDIT_CHAIN_KEY of the other fields (plain SHA-256 without a key). */
  signature: string;
}

/** The line marker of a checkpoint on stdout, beside the access records' `"log":"access"`. */
export const CHECKPOINT_LOG = 'access-checkpoint';

export function checkpointSignature(c: Omit<Checkpoint, 'signature'>, key: string | null): string {
  const text = canonicalJson({ instance: c.instance, seq: c.seq, hash: c.hash, time: c.time, alg: c.alg });
  return c.alg === 'hmac-sha256'
    ? createHmac('sha256', key ?? '')
        .update(text)
        .digest('hex')
    : createHash('sha256').update(text).digest('hex');
}

export function signCheckpoint(c: Omit<Checkpoint, 'signature' | 'alg'>, key: string | null): Checkpoint {
  const unsigned = { ...c, alg: (key ? 'hmac-sha256' : 'sha256') as ChainAlgorithm };
  return { ...unsigned, signature: checkpointSignature(unsigned, key) };
}

/** Why a checkpoint cannot be believed, or null when its signature holds. */
export function checkpointProblem(raw: unknown, key: string | null): string | null {
  const c = raw as Partial<Checkpoint>;
  if (typeof c.instance !== 'string' || typeof c.seq !== 'number' || typeof c.hash !== 'string' || typeof c.time !== 'string')
    return 'not a checkpoint';
  if (c.alg !== 'sha256' && c.alg !== 'hmac-sha256') return `unknown algorithm ${String(c.alg)}`;
  if (key && c.alg !== 'hmac-sha256') return 'not keyed although a chain key was given';
  if (!key && c.alg === 'hmac-sha256') return 'keyed checkpoint: set AUDIT_CHAIN_KEY to verify it';
  return checkpointSignature(c as Checkpoint, key) === c.signature ? null : 'signature does not match: it was forged or edited';
}

/** When a checkpoint is due: every `everyRecords` records, or after `everyMs` with new records. */
export interface CheckpointPolicy {
  everyRecords: number;
  everyMs: number;
}

export const DEFAULT_CHECKPOINT_POLICY: CheckpointPolicy = { everyRecords: 1000, everyMs: 10_000 };
