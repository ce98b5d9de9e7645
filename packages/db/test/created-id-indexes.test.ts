import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/index.ts';

/**
 * Migration 078: a page of a table sorted by created_at steps to the next one by keyset, `(created_at, id) < the
 * boundary row's` (apps/admin-api/src/list-engine/page-read.ts). The (created_at, id) index takes that comparison as
 * its Index Cond and hands the rows in the page's order, so nothing is sorted; with the old (created_at) index
 * the plan sorted each page by id. Read on the real PostgreSQL over tables big enough for the planner to pick by
 * cost: a plain table (IP logs) and a monthly-partitioned log (postback logs).
 */
let pg: TestDatabase;
beforeAll(async () => {
  pg = await createTestDatabase();
});
afterAll(async () => pg?.drop());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan's nodes of the next page after the row `after`, newest first, as the list engine seeks it. */
async function nextPagePlan(table: string, after: number): Promise<PlanNode[]> {
  const sql = `SELECT t.id FROM ${table} t
    WHERE (t.created_at, t.id) < ((SELECT b.created_at FROM ${table} b WHERE b.id = $1), $1)
    ORDER BY t.created_at DESC, t.id DESC LIMIT 50`;
  const { rows } = await pg.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${sql}`, [after]);
  return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
}

describe('migration 078: (created_at, id) indexes for the keyset pages', () => {
  it.skipIf(process.env.TEST_DB === 'pglite')('an IP logs page seeks through ip_logs_created_id_idx and sorts nothing', async () => {
    // 40,000 rows over 40 days, many sharing a second, so the id breaks the ties.
    await pg.db.query(
      `INSERT INTO admin.ip_logs (user_id, ip, action, created_at)
       SELECT 1 + g % 500, '10.0.0.1', 'login', timestamptz '2026-01-01' + (g / 10) * interval '86 seconds'
       FROM generate_series(1, 40000) AS g`,
    );
    await pg.db.query('ANALYZE admin.ip_logs');
    const nodes = await nextPagePlan('admin.ip_logs', 20000);
    expect(nodes.filter((n) => n['Node Type'].includes('Sort'))).toEqual([]);
    const seek = nodes.find((n) => n['Index Name'] === 'ip_logs_created_id_idx');
    expect(seek?.['Index Cond']).toMatch(/ROW\((t\.)?created_at, (t\.)?id\) < ROW\(/);
  });

  it.skipIf(process.env.TEST_DB === 'pglite')('a postback logs page seeks through each partition’s (created_at, id) index', async () => {
    await pg.db.query(`SELECT admin.ensure_log_partitions(timestamptz '2026-01-01', timestamptz '2026-02-28')`);
    await pg.db.query(
      `INSERT INTO admin.postback_logs (supplier_id, raw_status, signature_valid, result, created_at)
       SELECT 1, 'complete', true, 'accepted', timestamptz '2026-01-01' + (g / 10) * interval '120 seconds'
       FROM generate_series(1, 40000) AS g`,
    );
    await pg.db.query('ANALYZE admin.postback_logs');
    const nodes = await nextPagePlan('admin.postback_logs', 20000);
    expect(nodes.filter((n) => n['Node Type'].includes('Sort'))).toEqual([]);
    const seeks = nodes.filter((n) => /created_at_id_idx$/.test(n['Index Name'] ?? '') && /ROW\(/.test(n['Index Cond'] ?? ''));
    expect(seeks.length).toBeGreaterThan(0);
  });
});
