import { createHash, createHmac } from 'node:crypto';
import type { AccessRecord } from './record.ts';

/** The previous hash of the first record of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** How a record's hash was made: plain SHA-256, or HMAC-SHA-256 under AUDIT_CHAIN_KEY (then a re-chain needs the key). */
export type ChainAlgorithm = 'sha256' | 'hmac-sha256';

/** An access record linked into its gateway instance's chain. */
export interface ChainedRecord extends AccessRecord {
  /** The gateway instance whose chain this is. */
  instance: string;
  /** 1, 2, 3 ... within the instance's chain. */
  seq: number;
  alg: ChainAlgorithm;
  /** The hash of the previous record of the chain (GENESIS_HASH for the first). */
  prev_hash: string;
  /** Hash of the canonical encoding of every other field, prev_hash included. */
  hash: string;
}

/** Deterministic JSON: object keys sorted at every depth, undefined fields left out. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The hash a record must carry: over everything but the hash itself. */
export function recordHash(record: Omit<ChainedRecord, 'hash'> & { hash?: string }, key: string | null): string {
  const { hash: _ignored, ...hashed } = record;
  const text = canonicalJson(hashed);
  return record.alg === 'hmac-sha256'
    ? createHmac('sha256', key ?? '')
        .update(text)
        .digest('hex')
    : createHash('sha256').update(text).digest('hex');
}

/** Where a chain stands: the last sequence number and hash written. */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** Links records one after the other into one instance's chain. Not shared between instances. */
export class AccessChain {
  private head: ChainHead;
  constructor(
    readonly instance: string,
    private readonly key: string | null,
    head: ChainHead | null = null,
  ) {
    this.head = head ?? { seq: 0, hash: GENESIS_HASH };
  }

  append(record: AccessRecord): ChainedRecord {
    const linked: Omit<ChainedRecord, 'hash'> = {
      ...record,
      instance: this.instance,
      seq: this.head.seq + 1,
      alg: this.key ? 'hmac-sha256' : 'sha256',
      prev_hash: this.head.hash,
    };
    const chained: ChainedRecord = { ...linked, hash: recordHash(linked, this.key) };
    this.head = { seq: chained.seq, hash: chained.hash };
    return chained;
  }
}
