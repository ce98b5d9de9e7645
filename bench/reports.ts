/**
 * Reports benchmark (not part of npm test): `npx tsx bench/reports.ts`.
 *
 * Loads the clicks of bench/clicks.ts (BENCH_CLICKS, default 10 million) into a fresh PostgreSQL
 * database, builds the report rollups over the whole timeline, then prints from one run:
 * - the time to rebuild one day's rollups (the job's unit of work; median of 5 days);
 * - Daily Overview and the Master Report in three groupings over 90 days, p50/p95 through the
 *   gateway vs the very SQL admin-api ran, replayed with pg (a request's queries run side by side
 *   on a pool, as admin-api runs them).
 *
 * Environment: BENCH_PG_URL, BENCH_CLICKS (default 10000000), BENCH_REQUESTS (default 100 per
 * screen), BENCH_KEEP=1 keeps the database, BENCH_DATABASE=<name> measures a kept one again (no load).
 */
import { getText } from './clicks/get.ts';
import pg from 'pg';
import { rebuildRollups } from '@bo/db';
import { createBenchDatabase, loadClicks, openBenchDatabase, type BenchDatabase } from './clicks/database.ts';
import { startStack, type BenchStack, type RecordedQuery } from './clicks/stack.ts';
import { fixed, ms, quantile } from './clicks/stats.ts';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 10_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 5;
const log = (text = '') => process.stdout.write(`${text}\n`);
const day = (d: Date) => d.toISOString().slice(0, 10);

const now = new Date();
now.setUTCHours(12, 0, 0, 0);
const to = day(now);
const from = day(new Date(now.getTime() - 89 * 86_400_000));
const WINDOW = `filter[dayFrom]=${from}&filter[dayTo]=${to}`;

/** The screens measured: each a report view over the last 90 days. */
const SCREENS: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'Daily Overview', path: `/api/reports/daily-overview?${WINDOW}` },
  { name: 'Master: day x app', path: `/api/reports/master-report?${WINDOW}&filter[groupBy]=app` },
  {
    name: 'Master: week x supplier x country',
    path: `/api/reports/master-report?${WINDOW}&filter[grain]=week&filter[groupBy]=supplier,country`,
  },
  {
    name: 'Master: month x app x supplier x buyer',
    path: `/api/reports/master-report?${WINDOW}&filter[grain]=month&filter[groupBy]=app,supplier,buyer&orderBy=revenue`,
  },
];

/** When admin-api sent its first query and when its last query's rows were in: the SQL's share of a request there. */
function sqlSpan(queries: RecordedQuery[]): number {
  const timed = queries.filter((q) => q.startedAt !== undefined && q.endedAt !== undefined);
  return timed.length === 0 ? 0 : Math.max(...timed.map((q) => q.endedAt!)) - Math.min(...timed.map((q) => q.startedAt!));
}

/**
 * Each request through the stack is followed at once by the replay of its own SQL, so a change in the machine's
 * load, or in what PostgreSQL holds in its caches, weighs on both sides alike (measured as two phases, one after
 * the other, the second phase ran on caches the first had warmed).
 */
async function measure(stack: BenchStack, pool: pg.Pool, path: string) {
  const viaStack: number[] = [];
  const direct: number[] = [];
  const inside: number[] = [];
  for (let i = 0; i < REQUESTS + WARM_UP; i += 1) {
    stack.recorded.length = 0;
    let start = process.hrtime.bigint();
    const res = await getText(`${stack.baseUrl}${path}`, stack.headers);
    const took = ms(start);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const queries = [...stack.recorded];
    start = process.hrtime.bigint();
    await Promise.all(queries.map((q) => pool.query(q.sql, q.params as unknown[])));
    const replayed = ms(start);
    if (i < WARM_UP) continue;
    viaStack.push(took);
    direct.push(replayed);
    inside.push(sqlSpan(queries));
  }
  return {
    stack: { p50: quantile(viaStack, 0.5), p95: quantile(viaStack, 0.95) },
    direct: { p50: quantile(direct, 0.5), p95: quantile(direct, 0.95) },
    inside: { p50: quantile(inside, 0.5), p95: quantile(inside, 0.95) },
  };
}

/** Loads the clicks into the fresh database, builds the rollups and times the rebuild of one day. */
async function loadAndRollUp(database: BenchDatabase): Promise<void> {
  log(`Loading ${CLICKS.toLocaleString('en-US')} clicks into a fresh database ...`);
  await loadClicks(database.db, CLICKS, now, log);
  const firstDay = (
    await database.db.query<{ d: string }>(`SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d FROM admin.clicks`)
  ).rows[0]!.d;
  let start = process.hrtime.bigint();
  await database.db.transaction((tx) => rebuildRollups(tx, firstDay, to));
  log(`Rollups of ${firstDay}..${to} built in ${fixed(ms(start) / 1000)} s`);
  // One statement per call: VACUUM may not run in the transaction several statements share.
  for (const table of ['daily_stats', 'daily_survey_stats', 'daily_active_users']) await database.db.exec(`VACUUM ANALYZE admin.${table}`);
  const sizes = (
    await database.db.query<{ stats: number; clicks: number }>(
      `SELECT (SELECT count(*) FROM admin.daily_stats)::int AS stats, (SELECT count(*) FROM admin.clicks WHERE created_at >= $1::date)::int AS clicks`,
      [from],
    )
  ).rows[0]!;
  log(`daily_stats: ${sizes.stats.toLocaleString('en-US')} rows for ${sizes.clicks.toLocaleString('en-US')} clicks in the 90 days`);

  const rebuilds: number[] = [];
  for (let back = 1; back <= 5; back += 1) {
    const d = day(new Date(now.getTime() - back * 7 * 86_400_000));
    start = process.hrtime.bigint();
    await database.db.transaction((tx) => rebuildRollups(tx, d, d));
    rebuilds.push(ms(start));
  }
  log(`Rebuilding one day's rollups: median ${fixed(quantile(rebuilds, 0.5), 0)} ms (max ${fixed(Math.max(...rebuilds), 0)} ms, 5 days)`);
}

const REUSE = process.env.BENCH_DATABASE;
const database = REUSE ? await openBenchDatabase(REUSE) : await createBenchDatabase();
let stack: BenchStack | null = null;
try {
  if (REUSE) log(`Reusing ${REUSE} (loaded and rolled up by an earlier run with BENCH_KEEP=1)`);
  else await loadAndRollUp(database);
  stack = await startStack(database.url);
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  const through = stack.viaGateway ? 'gateway' : 'admin-api';
  log();
  log(`Report latency over 90 days (${REQUESTS} requests each; through the ${through} vs the same SQL via pg)`);
  try {
    for (const screen of SCREENS) {
      const f = await measure(stack, pool, screen.path);
      log(
        `  ${screen.name.padEnd(40)} ${through} p50 ${fixed(f.stack.p50).padStart(7)} ms p95 ${fixed(f.stack.p95).padStart(7)} ms | pg p50 ${fixed(f.direct.p50).padStart(7)} ms p95 ${fixed(f.direct.p95).padStart(7)} ms | ratio p50 ${fixed(f.stack.p50 / f.direct.p50, 2)}x p95 ${fixed(f.stack.p95 / f.direct.p95, 2)}x` +
          ` | SQL inside admin-api p50 ${fixed(f.inside.p50)} ms`,
      );
    }
  } finally {
    await pool.end();
  }
} finally {
  await stack?.close();
  if (process.env.BENCH_KEEP === '1' || REUSE) {
    await database.db.close();
    log(`Kept the database: ${database.url}`);
  } else await database.drop();
}
