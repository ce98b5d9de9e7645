import { describe, expect, it } from 'vitest';
import { recordHash, type ChainedRecord } from '../src/audit/chain.ts';
import { signCheckpoint, type Checkpoint } from '../src/audit/checkpoint.ts';
import { Checkpointer } from '../src/audit/checkpointer.ts';
import { encodeLogText } from '../src/audit/encode.ts';
import { verifyChain } from '../src/audit/verify.ts';
import { chainOf } from './audit-fixtures.ts';

const KEY = 'audit-checkpoint-test-key-0123456789abcdef';

const checkpointAt = (records: ChainedRecord[], seq: number, key: string | null = KEY): Checkpoint => {
  const r = records[seq - 1]!;
  return signCheckpoint({ instance: r.instance, seq, hash: r.hash, time: '2026-11-22T08:10:00.000Z' }, key);
};

describe('signed checkpoints', () => {
  const records = chainOf(30, KEY);
  const checkpoints = [checkpointAt(records, 10), checkpointAt(records, 25)];

  it('hold for the whole log', () => {
    expect(verifyChain(records, { key: KEY, checkpoints })).toMatchObject({ checked: 30, broken: null });
  });

  it('catch a copy whose newest records were cut off', () => {
    const report = verifyChain(records.slice(0, 20), { key: KEY, checkpoints });
    expect(report.broken?.reason).toBe(
      'the log ends at seq 20 but a checkpoint signed seq 25 at 2026-11-22T08:10:00.000Z: its newest records were cut off',
    );
    expect(verifyChain([], { key: KEY, checkpoints }).broken?.reason).toMatch(/ends at seq 0 but a checkpoint signed seq 25/);
  });

  it('catch a chain rewritten with the key from before a checkpoint', () => {
    const rewritten = records.map((r) => ({ ...r }));
    rewritten[4]!.status = 500;
    for (let i = 4; i < rewritten.length; i += 1) {
      const r = rewritten[i]!;
      if (i > 4) r.prev_hash = rewritten[i - 1]!.hash;
      r.hash = recordHash(r, KEY);
    }
    expect(verifyChain(rewritten, { key: KEY }).broken).toBeNull();
    expect(verifyChain(rewritten, { key: KEY, checkpoints }).broken).toMatchObject({
      seq: 10,
      reason: 'a signed checkpoint gives seq 10 another hash: the chain was rewritten',
    });
  });

  it('refuse a checkpoint forged without the key or edited', () => {
    const forged = checkpointAt(records, 20, null);
    expect(verifyChain(records, { key: KEY, checkpoints: [forged] }).broken?.reason).toBe(
      'checkpoint 1 (instance gw-a, seq 20): not keyed although a chain key was given',
    );
    const edited = { ...checkpoints[1]!, seq: 5 };
    expect(verifyChain(records, { key: KEY, checkpoints: [edited] }).broken?.reason).toMatch(/signature does not match/);
  });

  it('are made every N records, on a timer when records came, and on close', () => {
    const made: Checkpoint[] = [];
    const checkpointer = new Checkpointer('gw-a', KEY, { everyRecords: 10, everyMs: 60_000 }, (c) => made.push(c));
    for (const r of records.slice(0, 23)) checkpointer.recorded(r);
    expect(made.map((c) => c.seq)).toEqual([10, 20]);
    checkpointer.checkpoint();
    checkpointer.checkpoint();
    expect(made.map((c) => c.seq)).toEqual([10, 20, 23]);
    checkpointer.close();
    expect(made).toHaveLength(3);
    expect(verifyChain(records, { key: KEY, checkpoints: made }).broken).toBeNull();
  });
});

describe('log text safe for JSON and PostgreSQL', () => {
  it('escapes lone surrogates and NUL but keeps pairs, and cuts without splitting a pair', () => {
    expect(encodeLogText('a\ud800b\udc00c\u0000')).toBe('a\\ud800b\\udc00c\\u0000');
    expect(encodeLogText('emoji \ud83d\ude00')).toBe('emoji \ud83d\ude00');
    const cut = encodeLogText(`${'x'.repeat(2047)}\ud83d\ude00tail`);
    expect(cut).toBe(`${'x'.repeat(2047)}…`);
    expect(encodeLogText('y'.repeat(1_048_576))).toHaveLength(2049);
  });
});
