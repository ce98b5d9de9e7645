import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/index.ts';

/**
 * Migration 076: a product's named-bonus rules list counts each rule's Bonus 200 grants (a lateral count per
 * rule, apps/admin-api/src/resources/products/named-bonus.ts) through the partial index on the rule, not by
 * scanning every user transaction. The plan is read on the real PostgreSQL over a table big enough that the
 * planner picks by cost, as in production.
 */
let pg: TestDatabase;
beforeAll(async () => {
  pg = await createTestDatabase();
});
afterAll(async () => pg?.drop());

/** The rules list's grant count, as named-bonus.ts writes it. */
const GRANTS = `SELECT r.id, g.n, g.points FROM (SELECT * FROM admin.named_bonus_rules WHERE app_id = 1) r
  LEFT JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(t.user_reward), 0) AS points
    FROM admin.user_transactions t WHERE t.named_bonus_rule_id = r.id AND t.type = 200) g ON true ORDER BY r.id`;

describe('migration 076: named-bonus grants index', () => {
  it.skipIf(process.env.TEST_DB === 'pglite')('counts each rule’s grants through the index, and counts the right ones', async () => {
    const { db } = pg;
    await db.query(`INSERT INTO core.apps (id, name, hash) VALUES (1, 'Bench app', 'bench-app')`);
    await db.query(`INSERT INTO admin.users (hash, app_id) SELECT md5(g::text), 1 FROM generate_series(1, 1000) AS g`);
    await db.query(
      `INSERT INTO admin.named_bonus_rules (app_id, name, condition, points) VALUES
         (1, 'Five a day', 'completes_per_day >= 5', 50), (1, 'Weekend', 'weekend', 20)`,
    );
    // 60,000 ordinary transactions, and a few grants of each rule (one of them a type other than 200).
    await db.query(
      `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward)
       SELECT 1 + g % 1000, 1, 1, 10 FROM generate_series(1, 60000) AS g`,
    );
    await db.query(
      `INSERT INTO admin.user_transactions (user_id, app_id, type, user_reward, named_bonus_rule_id) VALUES
         (1, 1, 200, 50, 1), (2, 1, 200, 50, 1), (3, 1, 200, 50, 1), (4, 1, 200, 20, 2), (5, 1, 300, 20, 2)`,
    );
    await db.query('ANALYZE admin.user_transactions');
    const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${GRANTS}`);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('user_transactions_named_bonus_idx');
    const { rows } = await db.query<{ id: number; n: number; points: string }>(GRANTS);
    expect(rows.map((r) => [r.id, r.n, Number(r.points)])).toEqual([
      [1, 3, 150],
      [2, 1, 20],
    ]);
  });
});
