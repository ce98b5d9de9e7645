import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Db, type TestDatabase } from '@bo/db';
import { SUSPICIOUS_RESPONSE_STATUSES } from '../src/user-details/constants.ts';
import { loadSurveyTotals } from '../src/user-details/details/activity-totals.ts';
import { loadDayCharts } from '../src/user-details/details/charts.ts';

/**
 * Migration 079: user details read a user's supplier totals and 30-day chart from admin.user_click_days, which
 * statement triggers on admin.clicks keep. These tests hold the rollup to the clicks themselves: after inserts, status
 * changes, reconciliations, a revenue change, a click moved to another user, deletes, a truncate and the migration's
 * own backfill, the page's figures equal those computed from every click of the user (the queries the page ran before
 * the rollup). On the real PostgreSQL and on PGlite, which `npm start` runs on.
 */
const NOW = new Date('2025-06-15T12:00:00.000Z');
const USERS = [1, 2, 3];

/** The supplier totals as the page computed them before migration 079: one pass over every click of the user. */
const CLICKS_SURVEY_SQL = `
  SELECT c.supplier_id, count(*)::int AS clicks,
    count(*) FILTER (WHERE c.status = 1)::int AS completes,
    count(*) FILTER (WHERE c.complete_status = 2)::int AS reconciled,
    coalesce(sum(c.revenue) FILTER (WHERE c.status = 1), 0)::float8 AS revenue,
    coalesce(sum(c.publisher_payout) FILTER (WHERE c.status = 1), 0)::float8 AS payout,
    count(*) FILTER (WHERE c.response_status = ANY ($2::text[]))::int AS suspicious,
    count(*) FILTER (WHERE c.status = 1 AND c.created_at >= (SELECT u.protected_at FROM admin.users u WHERE u.id = $1))::int AS completes_since_protection
  FROM admin.clicks c WHERE c.user_id = $1
  GROUP BY c.supplier_id ORDER BY c.supplier_id`;

/** The 30-day chart's click days, likewise. */
const CLICKS_DAYS_SQL = `
  SELECT to_char(date_trunc('day', c.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, count(*)::int AS clicks,
    count(*) FILTER (WHERE c.status = 1)::int AS completes,
    coalesce(sum(c.publisher_payout) FILTER (WHERE c.status = 1), 0)::float8 AS survey_payout
  FROM admin.clicks c WHERE c.user_id = $1 AND c.created_at >= $2
  GROUP BY 1 ORDER BY 1`;

/** The page's figures for every user, from the rollup, against the same from the clicks. */
async function expectRollupTrue(db: Db): Promise<void> {
  for (const user of USERS) {
    const totals = await loadSurveyTotals(db, user);
    const want = (await db.query(CLICKS_SURVEY_SQL, [user, SUSPICIOUS_RESPONSE_STATUSES])).rows;
    expect(
      [...totals.bySupplier].sort((a, b) => a.supplier_id - b.supplier_id),
      `user ${user}'s suppliers`,
    ).toEqual(want);

    const charts = await loadDayCharts(db, user, NOW);
    const days = (
      await db.query<{ day: string; clicks: number; completes: number; survey_payout: number }>(CLICKS_DAYS_SQL, [
        user,
        new Date(`${charts.rates.labels[0]}T00:00:00Z`),
      ])
    ).rows;
    const byDay = new Map(days.map((d) => [d.day, d]));
    expect(charts.rates.clicks, `user ${user}'s chart`).toEqual(charts.rates.labels.map((d) => byDay.get(d)?.clicks ?? 0));
    expect(charts.rates.completes).toEqual(charts.rates.labels.map((d) => byDay.get(d)?.completes ?? 0));
    expect(charts.payout.series[0]!.data).toEqual(
      charts.rates.labels.map((d) => Math.round((byDay.get(d)?.survey_payout ?? 0) * 100) / 100),
    );
  }
  // A row whose clicks all went elsewhere holds nothing else either.
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM admin.user_click_days WHERE clicks = 0 AND (completes, reconciled, revenue, payout, suspicious) <> (0, 0, 0, 0, 0)`,
  );
  expect(rows[0]!.n).toBe(0);
}

/**
 * 3,000 clicks over the 40 days before NOW for the three users at four suppliers, every status, some completes
 * reconciled, some answered with each suspicious response status (and others, and none).
 */
const INSERT_CLICKS = `
  INSERT INTO admin.clicks (user_id, survey_id, supplier_id, status, complete_status, response_status, revenue, publisher_payout, created_at)
  SELECT 1 + g % 3, 100 + g % 7, 1 + g % 4, g % 4,
    CASE WHEN g % 4 = 1 THEN (g / 4) % 4 END,
    (ARRAY['complete', 'screenout_quality', 'screenout_speeding', 'screenout_duplicate', 'screenout', NULL])[1 + g % 6],
    (g % 13) * 0.37, (g % 11) * 0.21,
    $1::timestamptz - make_interval(mins => g * 19)
  FROM generate_series(1, 3000) AS g`;

describe.each(['pg', 'pglite'] as const)('admin.user_click_days on %s', (kind) => {
  let test: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    test = await createTestDatabase({ kind });
    db = test.db;
    await db.query(`INSERT INTO core.apps (id, name, hash) VALUES (1, 'Rollup app', 'rollup-app')`);
    await db.query(`INSERT INTO admin.users (id, hash, app_id) SELECT g, md5(g::text), 1 FROM generate_series(1, 3) AS g`);
    await db.query(INSERT_CLICKS, [NOW]);
    // User 1 protected at the very time of its third complete of 2025-06-10 (that one counts, the two before do not);
    // user 3 before all its clicks; user 2 never.
    await db.query(
      `UPDATE admin.users SET protected_at = (SELECT created_at FROM admin.clicks WHERE user_id = 1 AND status = 1
         AND created_at >= '2025-06-10T00:00:00Z' AND created_at < '2025-06-11T00:00:00Z' ORDER BY created_at OFFSET 2 LIMIT 1) WHERE id = 1`,
    );
    await db.query(`UPDATE admin.users SET protected_at = '2025-05-01T00:00:00Z' WHERE id = 3`);
  }, 120_000);
  afterAll(async () => test?.drop());

  it('keeps every user’s supplier totals and chart equal to their clicks’ through each kind of write', async () => {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin.user_click_days`);
    expect(rows[0]!.n).toBeGreaterThan(100);
    await expectRollupTrue(db);
    // Completes since protection: user 1 has completes on both sides of its protection time, on that same day.
    const sides = await db.query<{ before: number; after: number }>(
      `SELECT count(*) FILTER (WHERE c.created_at < u.protected_at)::int AS before, count(*) FILTER (WHERE c.created_at >= u.protected_at)::int AS after
       FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
       WHERE c.user_id = 1 AND c.status = 1 AND c.created_at >= '2025-06-10T00:00:00Z' AND c.created_at < '2025-06-11T00:00:00Z'`,
    );
    expect(sides.rows[0]).toEqual({ before: 2, after: expect.any(Number) });
    expect(sides.rows[0]!.after).toBeGreaterThan(0);
    const since = (await loadSurveyTotals(db, 1)).completesSinceProtection;
    expect(since).toBeGreaterThan(0);
    expect(since).toBeLessThan((await loadSurveyTotals(db, 1)).completes);

    // Clicks completed, completes reconciled, a revenue corrected, clicks answered suspiciously.
    await db.query(`UPDATE admin.clicks SET status = 1, complete_status = 0 WHERE id % 10 = 0 AND status = 0`);
    await expectRollupTrue(db);
    await db.query(`UPDATE admin.clicks SET complete_status = 2 WHERE status = 1 AND id % 3 = 0`);
    await db.query(`UPDATE admin.clicks SET revenue = revenue + 1.11, publisher_payout = publisher_payout + 0.5 WHERE id % 17 = 0`);
    await db.query(`UPDATE admin.clicks SET response_status = 'screenout_speeding' WHERE id % 23 = 0`);
    await expectRollupTrue(db);
    // Columns the page does not count: no figure moves.
    await db.query(`UPDATE admin.clicks SET ip = '10.0.0.1', user_agent = 'x' WHERE user_id = 2`);
    await expectRollupTrue(db);
    // Clicks moved to another user, another supplier and another day.
    await db.query(
      `UPDATE admin.clicks SET user_id = 3, supplier_id = 9, created_at = created_at - interval '1 day' WHERE user_id = 1 AND id % 5 = 0`,
    );
    await expectRollupTrue(db);
    // Deleted clicks, and a second load on top of the first.
    await db.query(`DELETE FROM admin.clicks WHERE id % 7 = 0 OR (user_id = 2 AND supplier_id = 2)`);
    await expectRollupTrue(db);
    await db.query(INSERT_CLICKS, [new Date(NOW.getTime() - 3 * 3600_000)]);
    await expectRollupTrue(db);
  }, 120_000);

  it('builds the same rows from the clicks already there (the migration’s backfill)', async () => {
    const snapshot = `SELECT user_id, day::text, supplier_id, clicks, completes, reconciled, revenue::text, payout::text, suspicious
      FROM admin.user_click_days WHERE clicks <> 0 ORDER BY 1, 2, 3`;
    const kept = (await db.query(snapshot)).rows;
    const migration = readFileSync(new URL('../../../packages/db/src/migrations/079_user_click_days.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(
      migration.indexOf('INSERT INTO admin.user_click_days', migration.lastIndexOf('-- The clicks already there')),
    );
    await db.query('DELETE FROM admin.user_click_days');
    await db.exec(backfill);
    expect((await db.query(snapshot)).rows).toEqual(kept);
    await expectRollupTrue(db);
  });

  it('is emptied with the clicks', async () => {
    await db.exec('TRUNCATE admin.clicks');
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin.user_click_days`)).rows[0]!.n).toBe(0);
    const totals = await loadSurveyTotals(db, 1);
    expect(totals).toMatchObject({ bySupplier: [], clicks: 0, completesSinceProtection: 0 });
  });

  it('counts as suspicious exactly the response statuses user details names', async () => {
    const statuses = [...SUSPICIOUS_RESPONSE_STATUSES, 'complete', 'screenout', 'SCREENOUT_QUALITY', '', null];
    const { rows } = await db.query<{ status: string | null; suspicious: boolean }>(
      `SELECT s AS status, admin.is_suspicious_response(s) AS suspicious FROM unnest($1::text[]) AS s`,
      [statuses],
    );
    expect(rows).toEqual(
      statuses.map((status) => ({ status, suspicious: status !== null && SUSPICIOUS_RESPONSE_STATUSES.includes(status) })),
    );
  });
});
