import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  createTestDatabase,
  DatabaseHealth,
  databaseFault,
  readDatabaseBudgets,
  type DatabaseHealthChange,
  type Db,
  type TestDatabase,
} from '../src/index.ts';

const BUDGETS = { statementMs: 300, longStatementMs: 3000, acquireMs: 300 };

describe('database faults: what a failed call means', () => {
  it('classifies a lost or refused server as unavailable, a stall as busy, anything else as no fault', () => {
    expect(databaseFault(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('unavailable');
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseFault(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      'unavailable',
    );
    expect(databaseFault(new Error('timeout exceeded when trying to connect'))).toBe('busy');
    expect(databaseFault(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe('busy');
    expect(databaseFault(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(databaseFault(new Error('Migration 001 failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }))).toBe(
      'unavailable',
    );
  });

  it('reports an outage once when it starts and once when it ends, with the count of failed calls', () => {
    const changes: DatabaseHealthChange[] = [];
    let now = 1000;
    const health = new DatabaseHealth(
      (change) => changes.push(change),
      () => now,
    );
    const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    health.succeeded();
    for (let i = 0; i < 5; i += 1) health.failed(lost);
    health.failed(Object.assign(new Error('syntax'), { code: '42601' }));
    now = 4000;
    health.succeeded();
    health.succeeded();
    expect(changes).toEqual([
      { state: 'unavailable', error: 'ECONNRESET: read ECONNRESET' },
      { state: 'available', failures: 5, downMs: 3000 },
    ]);
  });

  it('reads its budgets from the environment: 10 s, 120 s and 5 s by default; nonsense is refused by name', () => {
    expect(readDatabaseBudgets({})).toEqual({ statementMs: 10_000, longStatementMs: 120_000, acquireMs: 5_000 });
    expect(readDatabaseBudgets({ DATABASE_STATEMENT_TIMEOUT_MS: '2500' }).statementMs).toBe(2500);
    expect(() => readDatabaseBudgets({ DATABASE_ACQUIRE_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_ACQUIRE_TIMEOUT_MS/);
  });
});

describe('database budgets on PostgreSQL', () => {
  let t: TestDatabase;
  let db: Db;
  const changes: DatabaseHealthChange[] = [];
  beforeAll(async () => {
    t = await createTestDatabase({ kind: 'pg' });
    db = await createDb({ url: t.url!, max: 2, budgets: BUDGETS, onHealthChange: (change) => changes.push(change) });
  });
  afterAll(async () => {
    await db?.close();
    await t?.drop();
  });

  it('ends an interactive statement at its budget; the long budget and an unbounded transaction let it run', async () => {
    await expect(db.query('SELECT pg_sleep(1)')).rejects.toSatisfy((error) => databaseFault(error) === 'busy');
    await expect(db.transaction((tx) => tx.query('SELECT pg_sleep(0.6)'), { budget: 'long' })).resolves.toBeDefined();
    await expect(db.transaction((tx) => tx.query('SELECT pg_sleep(0.6)'), { budget: 'unbounded' })).resolves.toBeDefined();
    // The budget is per transaction: the connection goes back to the pool with the interactive one.
    await expect(db.query('SELECT pg_sleep(1)')).rejects.toSatisfy((error) => databaseFault(error) === 'busy');
  });

  it('bounds the wait for a pool connection', async () => {
    // Both connections of the pool (max 2) are held for a second by long-budget work.
    const holders = [1, 2].map(() => db.transaction((tx) => tx.query('SELECT pg_sleep(1)'), { budget: 'long' }));
    await new Promise((done) => setTimeout(done, 100));
    const started = Date.now();
    await expect(db.query('SELECT 1')).rejects.toSatisfy((error) => databaseFault(error) === 'busy');
    expect(Date.now() - started).toBeLessThan(900);
    await Promise.all(holders);
  });

  it('a server that refuses connections is unavailable, reported once', async () => {
    const nowhere = await createDb({
      url: 'postgres://postgres@127.0.0.1:1/none',
      budgets: BUDGETS,
      onHealthChange: (change) => changes.push(change),
    });
    try {
      for (let i = 0; i < 3; i += 1)
        await expect(nowhere.query('SELECT 1')).rejects.toSatisfy((error) => databaseFault(error) === 'unavailable');
    } finally {
      await nowhere.close();
    }
    expect(changes.filter((c) => c.state === 'unavailable')).toHaveLength(1);
  });
});
