import { GENESIS_HASH, recordHash, type ChainHead, type ChainedRecord } from './chain.ts';
import { checkpointProblem, type Checkpoint } from './checkpoint.ts';

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
  /**
   * Where each instance's chain is known to start: the head of the records archived and dropped
   * before it (gateway.access_archives). Its first record must follow that head.
   */
  starts?: Record<string, ChainHead>;
  /**
   * The signed checkpoints. Each must verify, the record at its seq must carry its hash, and the
   * log must reach it: a copy whose newest records were cut off ends before its last checkpoint.
   */
  checkpoints?: readonly unknown[];
}

/** Set by the table reader on a row whose searched columns no longer say what its hashed record says. */
export const EDITED_COLUMN = 'edited_column';

const isHash = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);

/**
 * Walks the records in the order given (a JSON-lines file, or the table ordered by instance and
 * seq). Each instance's chain must start at seq 1 from GENESIS_HASH, go up by one, link to the
 * previous hash and hash to what it carries: a deleted record leaves a gap, a reordered one a
 * wrong link, an edited one a wrong hash. A re-chain from some point on (every later hash
 * recomputed) is caught when the chain is keyed and the key is not the forger's, or when a signed
 * checkpoint vouches for another hash; a cut-off end, when the log stops before its last checkpoint.
 */
export function verifyChain(records: Iterable<unknown>, opts: VerifyOptions = {}): ChainReport {
  const walk = new ChainWalk(opts);
  if (walk.broken) return walk.broken;
  for (const raw of records) {
    const broken = walk.step(raw);
    if (broken) return broken;
  }
  return walk.finish();
}

/** verifyChain over records read as they come (a month of the table, a large file), in constant memory. */
export async function verifyChainStream(records: AsyncIterable<unknown>, opts: VerifyOptions = {}): Promise<ChainReport> {
  const walk = new ChainWalk(opts);
  if (walk.broken) return walk.broken;
  for await (const raw of records) {
    const broken = walk.step(raw);
    if (broken) return broken;
  }
  return walk.finish();
}

class ChainWalk {
  private readonly key: string | null;
  private readonly heads: Record<string, ChainHead> = {};
  private expected = new Map<string, Map<number, string>>();
  private lastCheckpoint = new Map<string, Checkpoint>();
  private position = -1;
  /** Set when a checkpoint itself cannot be believed: nothing is walked then. */
  readonly broken: ChainReport | null = null;

  constructor(private readonly opts: VerifyOptions) {
    this.key = opts.key ?? null;
    try {
      ({ expected: this.expected, lastCheckpoint: this.lastCheckpoint } = checkpointIndex(opts.checkpoints ?? [], this.key));
    } catch (error) {
      const e = error as CheckpointError;
      const c = (e.checkpoint ?? {}) as Partial<Checkpoint>;
      const reason = `checkpoint ${e.index + 1} (instance ${String(c.instance ?? '?')}, seq ${String(c.seq ?? '?')}): ${e.problem}`;
      this.broken = {
        checked: 0,
        heads: {},
        broken: { position: 0, instance: String(c.instance ?? ''), seq: null, request_id: null, reason },
      };
    }
  }

  /** Checks one record; answers the report when it breaks the chain. */
  step(raw: unknown): ChainReport | null {
    const { key, heads, opts } = this;
    this.position += 1;
    const position = this.position;
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
    const head =
      heads[instance] ?? opts.starts?.[instance] ?? (opts.partial ? { seq: r.seq - 1, hash: r.prev_hash } : { seq: 0, hash: GENESIS_HASH });
    if (r.seq !== head.seq + 1) return fail(`sequence ${r.seq} follows ${head.seq}: a record is missing or out of order`);
    if (r.prev_hash !== head.hash) return fail('previous hash does not match the record before it');
    if (recordHash(r as ChainedRecord, key) !== r.hash) return fail('hash does not match the record: it was edited');
    const vouched = this.expected.get(instance)?.get(r.seq);
    if (vouched !== undefined && vouched !== r.hash)
      return fail(`a signed checkpoint gives seq ${r.seq} another hash: the chain was rewritten`);
    heads[instance] = { seq: r.seq, hash: r.hash };
    return null;
  }

  /** After the last record: every chain must reach its last checkpoint. */
  finish(): ChainReport {
    const { heads, opts } = this;
    const checked = this.position + 1;
    for (const [instance, last] of this.lastCheckpoint) {
      const reached = heads[instance]?.seq ?? opts.starts?.[instance]?.seq ?? 0;
      if (reached < last.seq) {
        const reason = `the log ends at seq ${reached} but a checkpoint signed seq ${last.seq} at ${last.time}: its newest records were cut off`;
        return { checked, heads, broken: { position: checked, instance, seq: reached, request_id: null, reason } };
      }
    }
    return { checked, heads, broken: null };
  }
}

/** The hash each checkpoint vouches for, by instance and seq, and each instance's last checkpoint; throws on a forged one. */
function checkpointIndex(checkpoints: readonly unknown[], key: string | null) {
  const expected = new Map<string, Map<number, string>>();
  const lastCheckpoint = new Map<string, Checkpoint>();
  checkpoints.forEach((raw, i) => {
    const problem = checkpointProblem(raw, key);
    if (problem) throw new CheckpointError(i, raw, problem);
    const c = raw as Checkpoint;
    const seqs = expected.get(c.instance) ?? new Map<number, string>();
    if (seqs.has(c.seq) && seqs.get(c.seq) !== c.hash) throw new CheckpointError(i, raw, 'two checkpoints give one seq different hashes');
    seqs.set(c.seq, c.hash);
    expected.set(c.instance, seqs);
    if ((lastCheckpoint.get(c.instance)?.seq ?? 0) < c.seq) lastCheckpoint.set(c.instance, c);
  });
  return { expected, lastCheckpoint };
}

class CheckpointError extends Error {
  constructor(
    readonly index: number,
    readonly checkpoint: unknown,
    readonly problem: string,
  ) {
    super(problem);
  }
}
