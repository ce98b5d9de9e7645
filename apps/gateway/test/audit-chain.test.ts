import { describe, expect, it } from 'vitest';
import { recordHash, type ChainedRecord } from '../src/audit/chain.ts';
import { encodeLogText, encodeLogValue } from '../src/audit/encode.ts';
import { verifyChain } from '../src/audit/verify.ts';
import { chainOf } from './audit-fixtures.ts';

const KEY = 'audit-chain-test-key-0123456789abcdef';

/** Recomputes every hash from `from` on, as a forger without the key would. */
const rechain = (records: ChainedRecord[], from: number, key: string | null): ChainedRecord[] => {
  const out = records.map((r) => ({ ...r }));
  for (let i = from; i < out.length; i += 1) {
    const r = out[i] as ChainedRecord;
    r.prev_hash = i === 0 ? r.prev_hash : (out[i - 1] as ChainedRecord).hash;
    r.seq = i + 1;
    r.hash = recordHash(r, key);
  }
  return out;
};

describe('access log hash chain', () => {
  it('passes an intact chain, plain or keyed, several instances interleaved', () => {
    expect(verifyChain(chainOf(20))).toMatchObject({ checked: 20, broken: null, heads: { 'gw-a': { seq: 20 } } });
    expect(verifyChain(chainOf(5, KEY), { key: KEY }).broken).toBeNull();
    const a = chainOf(3, null, 'gw-a');
    const b = chainOf(3, null, 'gw-b');
    expect(verifyChain([a[0], b[0], b[1], a[1], a[2], b[2]]).broken).toBeNull();
  });

  it('detects a deleted record and names the first broken link', () => {
    const records = chainOf(10);
    records.splice(4, 1);
    expect(verifyChain(records).broken).toMatchObject({
      position: 4,
      seq: 6,
      request_id: 'req-6',
      reason: expect.stringMatching(/missing/),
    });
  });

  it('detects reordered records', () => {
    const records = chainOf(10);
    const [moved] = records.splice(6, 1);
    records.splice(3, 0, moved as ChainedRecord);
    expect(verifyChain(records).broken).toMatchObject({ position: 3, seq: 7 });
    // Renumbering the moved records alone still leaves the links wrong.
    const renumbered = records.map((r, i) => ({ ...r, seq: i + 1 }));
    expect(verifyChain(renumbered).broken).toMatchObject({ position: 3 });
  });

  it('detects an edited record', () => {
    const records = chainOf(10);
    records[7] = { ...(records[7] as ChainedRecord), status: 403 };
    expect(verifyChain(records).broken).toMatchObject({ position: 7, reason: expect.stringMatching(/edited/) });
  });

  it('detects records re-chained after a point without the chain key', () => {
    const records = chainOf(10, KEY);
    records[5] = { ...(records[5] as ChainedRecord), admin_id: 99 };
    // Re-chained with plain SHA-256, or with a guessed key: both refused from the edited record on.
    const downgraded = rechain(
      records.map((r, i) => (i >= 5 ? { ...r, alg: 'sha256' as const } : r)),
      5,
      null,
    );
    expect(verifyChain(downgraded, { key: KEY }).broken).toMatchObject({ position: 5 });
    const forged = rechain(records, 5, 'a-guessed-key-that-is-not-the-real-one');
    expect(verifyChain(forged, { key: KEY }).broken).toMatchObject({ position: 5, reason: expect.stringMatching(/edited/) });
    // Deleting a record and re-chaining the rest is caught the same way.
    const shortened = rechain([...records.slice(0, 3), ...records.slice(4)], 3, 'guess');
    expect(verifyChain(shortened, { key: KEY }).broken).toMatchObject({ position: 3 });
  });

  it('refuses a keyed log without the key and checks a log that starts mid-chain only when told so', () => {
    expect(verifyChain(chainOf(2, KEY)).broken?.reason).toMatch(/AUDIT_CHAIN_KEY/);
    const tail = chainOf(10).slice(4);
    expect(verifyChain(tail).broken).toMatchObject({ position: 0, seq: 5 });
    expect(verifyChain(tail, { partial: true }).broken).toBeNull();
  });

  it('encodes control characters and line separators in client-sent values', () => {
    expect(encodeLogText('curl\r\n{"log":"access","admin_id":1}')).toBe('curl\\u000d\\u000a{"log":"access","admin_id":1}');
    expect(encodeLogText('a\u2028b\u0000c\u007f')).toBe('a\\u2028b\\u0000c\\u007f');
    expect(encodeLogValue({ user_agent: 'x\ny', n: 3, event: { email: 'e\t@x' } })).toEqual({
      user_agent: 'x\\u000ay',
      n: 3,
      event: { email: 'e\\u0009@x' },
    });
    expect(encodeLogText('u'.repeat(5000)).length).toBeLessThan(2100);
  });

  it('returns a clean value as it is, and copies a dirty one without changing it', () => {
    const clean = { path: '/api/users', n: 3, event: { type: 'x', ids: [1, 'a'] } };
    expect(encodeLogValue(clean)).toBe(clean);
    const dirty = { a: 'ok', user_agent: 'x\ny', n: 3, list: ['fine', 'b\u0000'] };
    const encoded = encodeLogValue(dirty);
    expect(encoded).not.toBe(dirty);
    expect(encoded).toEqual({ a: 'ok', user_agent: 'x\\u000ay', n: 3, list: ['fine', 'b\\u0000'] });
    expect(Object.keys(encoded)).toEqual(['a', 'user_agent', 'n', 'list']);
    expect(dirty.user_agent).toBe('x\ny');
    // A `__proto__` key stays an own property of the copy, never its prototype.
    const sneaky = JSON.parse('{"ok":"1","__proto__":{"polluted":"y"}}') as Record<string, unknown>;
    const copy = encodeLogValue(sneaky);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['ok', '__proto__']);
  });
});
