import { GENESIS_HASH, recordHash, type ChainHead, type ChainedRecord } from './chain.ts';

/** The first link that does not hold, and why. */
export interface BrokenLink {
  /** Position of the record in what was read (0-based line or row). */
  position: number;
  instance: string;
  seq: number | null;
  request_id: string | null;
  reason: string;
}

export interface ChainReport {
  /** Records checked, every instance together. */
  checked: number;
  /** Last link of each instance's chain (seq and hash) when everything held. */
  heads: Record<string, ChainHead>;
  broken: BrokenLink | null;
}

export interface VerifyOptions {
  /** AUDIT_CHAIN_KEY: with it, every record must be an HMAC made with it (a plain SHA-256 re-chain is refused). */
  key?: string | null;
  /**
   * The records may begin mid-chain (a rotated file, a gateway restarted with the same instance id):
   * each instance's first record is taken as the start of what is checked.
   */
  partial?: boolean;
}

/** Set by the table reader on a row whose searched columns no longer say what its hashed record says. */
export const EDITED_COLUMN = 'edited_column';

const isHash = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);

/**
 * Walks the records in the order given (a JSON-lines file, or the table ordered by instance and
 * seq). Each instance's chain must start at seq 1 from GENESIS_HASH, go up by one, link to the
 * previous hash and hash to what it carries: a deleted record leaves a gap, a reordered one a
 * wrong link, an edited one a wrong hash. A re-chain from some point on (every later hash
 * recomputed) is caught when the chain is keyed and the key is not the forger's.
 */
export function verifyChain(records: Iterable<unknown>, opts: VerifyOptions = {}): ChainReport {
  const key = opts.key ?? null;
  const heads: Record<string, ChainHead> = {};
  let position = -1;
  for (const raw of records) {
    position += 1;
    const r = raw as Partial<ChainedRecord>;
    const instance = typeof r.instance === 'string' ? r.instance : '';
    const fail = (reason: string): ChainReport => ({
      checked: position,
      heads,
      broken: { position, instance, seq: typeof r.seq === 'number' ? r.seq : null, request_id: r.request_id ?? null, reason },
    });
    const editedColumn = (raw as Record<string, unknown>)[EDITED_COLUMN];
    if (typeof editedColumn === 'string') return fail(`column ${editedColumn} was edited: it no longer matches the hashed record`);
    if (!instance || typeof r.seq !== 'number' || !isHash(r.prev_hash) || !isHash(r.hash)) return fail('not a chained record');
    if (r.alg !== 'sha256' && r.alg !== 'hmac-sha256') return fail(`unknown algorithm ${String(r.alg)}`);
    if (key && r.alg !== 'hmac-sha256') return fail('not keyed although a chain key was given');
    if (!key && r.alg === 'hmac-sha256') return fail('keyed record: set AUDIT_CHAIN_KEY to verify it');
    const head = heads[instance] ?? (opts.partial ? { seq: r.seq - 1, hash: r.prev_hash } : { seq: 0, hash: GENESIS_HASH });
    if (r.seq !== head.seq + 1) return fail(`sequence ${r.seq} follows ${head.seq}: a record is missing or out of order`);
    if (r.prev_hash !== head.hash) return fail('previous hash does not match the record before it');
    if (recordHash(r as ChainedRecord, key) !== r.hash) return fail('hash does not match the record: it was edited');
    heads[instance] = { seq: r.seq, hash: r.hash };
  }
  return { checked: position + 1, heads, broken: null };
}
