import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/index.ts';

/**
 * Migration 013: the trigram indexes serve the text filters' `ILIKE '%x%'` (list engine,
 * filter-sql.ts). The plan is read on the real PostgreSQL; PGlite only has to run the migration.
 */
let pg: TestDatabase;
let lite: TestDatabase;

beforeAll(async () => {
  [pg, lite] = await Promise.all([createTestDatabase(), createTestDatabase({ kind: 'pglite' })]);
});
afterAll(async () => {
  await Promise.all([pg?.drop(), lite?.drop()]);
});

const planOf = async (db: TestDatabase['db'], sql: string, values: unknown[]): Promise<string> => {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
};

describe('migration 013: trigram indexes of the text filters', () => {
  it('runs on the embedded PGlite too (pg_trgm loaded with the database)', async () => {
    const { rows } = await lite.db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE indexname LIKE '%\\_trgm\\_idx' ORDER BY indexname`,
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'admin_logs_request_url_trgm_idx',
      'offers_name_trgm_idx',
      'surveys_name_trgm_idx',
      'users_email_trgm_idx',
    ]);
    const { rows: similar } = await lite.db.query<{ hit: boolean }>(
      `SELECT 'survey-panel' ILIKE '%panel%' AND similarity('abc', 'abd') > 0 AS hit`,
    );
    expect(similar[0]?.hit).toBe(true);
  });

  it.skipIf(process.env.TEST_DB === 'pglite')(
    "answers ILIKE '%x%' on big users and admin-logs tables from the trigram index on PostgreSQL",
    async () => {
      const { db } = pg;
      // Tables big enough (50k users, 150k logs with longer text) that the planner, by cost, picks the
      // index after fresh statistics, as it does in production.
      await db.query(`INSERT INTO core.apps (id, name, hash) VALUES (1, 'Bench app', 'bench-app')`);
      await db.query(
        `INSERT INTO admin.users (hash, email, app_id)
       SELECT md5(g::text), md5((g * 7)::text) || '@mail-' || (g % 977) || '.test', 1 FROM generate_series(1, 50000) AS g`,
      );
      await db.query(
        `INSERT INTO admin.admin_logs (admin_id, type, request_url, created_at)
       SELECT 1 + g % 50, 'page_view', '/surveys?filter[name]=' || md5(g::text), now() - g * interval '1 second'
       FROM generate_series(1, 150000) AS g`,
      );
      await db.query('ANALYZE admin.users, admin.admin_logs');
      const cases = [
        ['SELECT id FROM admin.users u WHERE u.email ILIKE $1', 'users_email_trgm_idx'],
        ['SELECT id FROM admin.admin_logs l WHERE l.request_url ILIKE $1', 'admin_logs_request_url_trgm_idx'],
      ] as const;
      for (const [sql, index] of cases) {
        const plan = await planOf(db, sql, ['%abcdef%']);
        expect(plan, sql).toContain(`Bitmap Index Scan on ${index}`);
        expect(plan, sql).not.toContain('Seq Scan');
      }
    },
    120_000,
  );

  it.skipIf(process.env.TEST_DB === 'pglite')('can serve the text filters of surveys and offers from their trigram index', async () => {
    // These tables are empty in a test database, so a sequential scan is cheaper: forbid it to see
    // that the index answers the contains-pattern at all (on the big tables it wins by cost, as above).
    const plans = await pg.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const out: Record<string, string> = {};
      for (const table of ['surveys', 'offers'] as const) {
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM admin.${table} WHERE name ILIKE $1`, [
          '%example%',
        ]);
        out[`${table}_name_trgm_idx`] = rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      return out;
    });
    for (const [index, plan] of Object.entries(plans)) expect(plan, index).toContain(`Bitmap Index Scan on ${index}`);
  });
});
