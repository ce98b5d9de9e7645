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
  return canonical(value, null);
}

/**
 * The key order of an object shape (a gateway writes records of a few shapes, so each is sorted once): its keys as
 * Object.keys gave them, sorted, and each sorted key's `"key":` text.
 */
interface ShapeOrder {
  keys: string[];
  sorted: string[];
  prefixes: string[];
}
/** The few shapes seen last (a record, an event inside one, a checkpoint), newest first. */
const recentShapes: ShapeOrder[] = [];
const RECENT_SHAPES = 4;

const sameKeys = (a: readonly string[], b: readonly string[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** The sorted key order of an object with these keys, worked out again only when the shape changes. */
function shapeOrder(keys: string[]): ShapeOrder {
  for (const shape of recentShapes) if (sameKeys(shape.keys, keys)) return shape;
  // The default sort compares UTF-16 code units, as `<` does.
  const sorted = [...keys].sort();
  const shape = { keys, sorted, prefixes: sorted.map((key) => `${JSON.stringify(key)}:`) };
  recentShapes.unshift(shape);
  if (recentShapes.length > RECENT_SHAPES) recentShapes.pop();
  return shape;
}

/** canonicalJson, leaving out the top-level key `omit` (the hash, when hashing a record that carries one). */
function canonical(value: unknown, omit: string | null): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v === undefined ? null : v, null)).join(',')}]`;
  const object = value as Record<string, unknown>;
  const { sorted, prefixes } = shapeOrder(Object.keys(object));
  let out = '{';
  for (let i = 0; i < sorted.length; i++) {
    const key = sorted[i]!;
    const v = object[key];
    if (v === undefined || key === omit) continue;
    if (out.length > 1) out += ',';
    out += prefixes[i]! + (v === null || typeof v !== 'object' ? (JSON.stringify(v) ?? 'null') : canonical(v, null));
  }
  return `${out}}`;
}

/** The hash a record must carry: over everything but the hash itself. */
export function recordHash(record: Omit<ChainedRecord, 'hash'> & { hash?: string }, key: string | null): string {
  const text = canonical(record, 'hash');
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
    const chained = {
      ...record,
      instance: this.instance,
      seq: this.head.seq + 1,
      alg: this.key ? 'hmac-sha256' : 'sha256',
      prev_hash: this.head.hash,
    } as ChainedRecord;
    // Added last (one object, no second copy): the hash is the record's last field, as it always was.
    chained.hash = recordHash(chained, this.key);
    this.head = { seq: chained.seq, hash: chained.hash };
    return chained;
  }
}
