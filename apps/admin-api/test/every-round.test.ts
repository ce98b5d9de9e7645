import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { SKIPPED, underAdvisoryLock } from '../src/jobs/every-round.ts';

const KEY = 8_999_001;
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ kind: 'pg' });
});

afterAll(async () => {
  await testDb?.drop();
});

describe('underAdvisoryLock, the one-instance-a-round guard of the background jobs', () => {
  it('runs the work in the transaction holding the lock and answers what it returned', async () => {
    const held = await underAdvisoryLock(testDb.db, KEY, async (tx) => {
      // The lock is this transaction's: PostgreSQL lists it as granted to it.
      const { rows } = await tx.query<{ granted: boolean }>(
        `SELECT granted FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND pid = pg_backend_pid()`,
        [KEY],
      );
      return rows.map((r) => r.granted);
    });
    expect(held).toEqual([true]);
  });

  it('skips the work while another instance holds the lock, and runs it once the lock is released', async () => {
    let ran = 0;
    const work = async (): Promise<string> => {
      ran++;
      return 'done';
    };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another instance: its round holds the lock until told to finish.
    const other = underAdvisoryLock(testDb.db, KEY, async () => {
      locked();
      await released;
      return 'other';
    });
    await isLocked;
    expect(await underAdvisoryLock(testDb.db, KEY, work)).toBe(SKIPPED);
    expect(ran).toBe(0);
    release();
    expect(await other).toBe('other');
    expect(await underAdvisoryLock(testDb.db, KEY, work)).toBe('done');
    expect(ran).toBe(1);
  });

  it('releases the lock when the work fails, and the failure reaches the round', async () => {
    await expect(
      underAdvisoryLock(testDb.db, KEY, async () => {
        throw new Error('round failed');
      }),
    ).rejects.toThrow('round failed');
    expect(await underAdvisoryLock(testDb.db, KEY, async () => 'next round')).toBe('next round');
  });
});
