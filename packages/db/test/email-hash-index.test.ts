import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/index.ts';

/**
 * Migration 071: the suppression import's e-mail hash match (md5 of the trimmed, lower-cased e-mail,
 * suppression-import.ts) reads the expression index, not every user. The plan is read on the real
 * PostgreSQL over a table big enough that the planner picks by cost, as in production.
 */
let pg: TestDatabase;
beforeAll(async () => {
  pg = await createTestDatabase();
});
afterAll(async () => pg?.drop());

/** The suppression import's query, word for word. */
const MATCH = 'SELECT id FROM admin.users WHERE email IS NOT NULL AND md5(lower(trim(email))) = ANY($1::text[])';

describe('migration 071: e-mail hash index', () => {
  it.skipIf(process.env.TEST_DB === 'pglite')('finds users by e-mail hash through the index, and finds the right ones', async () => {
    const { db } = pg;
    await db.query(`INSERT INTO core.apps (id, name, hash) VALUES (1, 'Bench app', 'bench-app')`);
    await db.query(
      `INSERT INTO admin.users (hash, email, app_id)
       SELECT md5(g::text), CASE WHEN g % 10 = 0 THEN NULL ELSE ' User' || g || '@Mail.test ' END, 1 FROM generate_series(1, 50000) AS g`,
    );
    await db.query('ANALYZE admin.users');
    const emails = ['user7@mail.test', 'user12345@mail.test', 'nobody@mail.test'];
    const { rows: md5s } = await db.query<{ h: string }>('SELECT md5(e) AS h FROM unnest($1::text[]) AS e', [emails]);
    const values = [md5s.map((r) => r.h)];
    const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${MATCH}`, values);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('users_email_md5_idx');
    const { rows } = await db.query<{ email: string }>(`SELECT email FROM admin.users WHERE id IN (${MATCH}) ORDER BY email`, values);
    expect(rows.map((r) => r.email)).toEqual([' User12345@Mail.test ', ' User7@Mail.test ']);
  });
});
