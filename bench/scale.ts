/**
 * Scale benchmark (issue 25; not part of npm test): `npx tsx bench/scale.ts`.
 *
 * Loads the clicks (bench/clicks.ts's generator) and the largest log (survey list reloads) at two sizes
 * ten times apart into fresh databases, builds the rollups, and through a real gateway measures every
 * page type of the issue, the users list, the log's first and twentieth page, an export of five days
 * and Daily Overview. Prints p50 / p95 at each size with the growth, and beside them the shared buffers
 * EXPLAIN (ANALYZE, BUFFERS) reports for the request's queries: a count that does not move with the
 * machine's load.
 *
 * Environment: BENCH_PG_URL, BENCH_SMALL (clicks and log rows of the small size, default 200000),
 * BENCH_LARGE (default ten times BENCH_SMALL; the figures are 2 M and 20 M), BENCH_REQUESTS
 * (per page type, default 50), BENCH_EXPORT_DAYS (default 5).
 */
import { getText } from './clicks/get.ts';
import pg from 'pg';
import { rebuildRollups } from '@bo/db';
import { createBenchDatabase, loadClicks } from './clicks/database.ts';
import { exportThroughStack } from './clicks/export.ts';
import { startStack, type BenchStack, type RecordedQuery } from './clicks/stack.ts';
import { fixed, ms, quantile } from './clicks/stats.ts';
import { insertSurveyListReloads } from './logs/load.ts';

const SMALL = Number(process.env.BENCH_SMALL ?? 200_000);
const LARGE = Number(process.env.BENCH_LARGE ?? SMALL * 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const EXPORT_DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? 5);
const WARM_UP = 5;
const log = (text = '') => process.stdout.write(`${text}\n`);
const day = (d: Date) => d.toISOString().slice(0, 10);

const now = new Date();
now.setUTCHours(12, 0, 0, 0);
const DAY_MS = 86_400_000;
const oneDay = day(new Date(now.getTime() - 20 * DAY_MS));
const overviewFrom = day(new Date(now.getTime() - 29 * DAY_MS));

/** The page types: fixed users, survey and day, so both sizes ask the same question. */
const PAGES: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'clicks page 1, no filter', path: '/api/clicks' },
  { name: 'clicks page 1, one user', path: '/api/clicks?filter[userId]=1234' },
  { name: 'clicks page 20, one survey', path: '/api/clicks?filter[surveyId]=77&page=20' },
  { name: 'clicks page 3, five users (a branch each)', path: '/api/clicks?filter[userId]=1234,1235,1236,1237,1238&page=3' },
  {
    name: 'clicks page 1, one user, 30-day window (id range)',
    path: `/api/clicks?filter[userId]=1234&filter[created_atFrom]=${overviewFrom}&filter[created_atTo]=${day(now)}`,
  },
  {
    name: 'clicks page 1, one day, status 1',
    path: `/api/clicks?filter[created_atFrom]=${oneDay}&filter[created_atTo]=${oneDay}&filter[status]=1`,
  },
  { name: 'users list page 1', path: '/api/users' },
  { name: 'survey list reloads page 1', path: '/api/survey-list-reloads' },
  { name: 'survey list reloads page 20', path: '/api/survey-list-reloads?page=20' },
  { name: 'Daily Overview, 30 days', path: `/api/reports/daily-overview?filter[dayFrom]=${overviewFrom}&filter[dayTo]=${day(now)}` },
];

interface Figures {
  p50: number;
  p95: number;
  /** Shared buffers (hit + read) of the request's queries, from EXPLAIN (ANALYZE, BUFFERS). */
  buffers: number;
}

async function buffersOf(client: pg.Client, queries: readonly RecordedQuery[]): Promise<number> {
  let total = 0;
  for (const q of queries) {
    if (!/^\s*(SELECT|WITH)/i.test(q.sql) || q.sql.endsWith('LIMIT 0')) continue;
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: Record<string, number> }> }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${q.sql}`,
      q.params as unknown[],
    );
    const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
    total += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
  }
  return total;
}

async function measure(stack: BenchStack, client: pg.Client, path: string): Promise<Figures> {
  const took: number[] = [];
  let queries: RecordedQuery[] = [];
  for (let i = 0; i < REQUESTS + WARM_UP; i += 1) {
    stack.recorded.length = 0;
    const start = process.hrtime.bigint();
    const res = await getText(`${stack.baseUrl}${path}`, stack.headers);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    if (i >= WARM_UP) took.push(ms(start));
    queries = [...stack.recorded];
  }
  return { p50: quantile(took, 0.5), p95: quantile(took, 0.95), buffers: await buffersOf(client, queries) };
}

/** One size: a fresh database, loaded, measured, dropped. */
async function runSize(size: number): Promise<{ pages: Map<string, Figures>; exportRowsPerSecond: number; exportRows: number }> {
  const database = await createBenchDatabase();
  let stack: BenchStack | null = null;
  const client = new pg.Client({ connectionString: database.url });
  try {
    log(`Loading ${size.toLocaleString('en-US')} clicks and ${size.toLocaleString('en-US')} survey list reloads ...`);
    const started = process.hrtime.bigint();
    await loadClicks(database.db, size, now, () => undefined);
    const users = (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users')).rows[0]!.n;
    await insertSurveyListReloads(database.db, size, now, users, () => undefined);
    const first = (
      await database.db.query<{ d: string }>(`SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d FROM admin.clicks`)
    ).rows[0]!.d;
    await database.db.transaction((tx) => rebuildRollups(tx, first, day(now)), { budget: 'unbounded' });
    await database.db.exec('VACUUM ANALYZE');
    log(`  loaded in ${fixed(ms(started) / 1000)} s`);
    stack = await startStack(database.url);
    await client.connect();
    const pages = new Map<string, Figures>();
    for (const page of PAGES) pages.set(page.name, await measure(stack, client, page.path));
    const to = day(new Date(now.getTime() - 10 * DAY_MS));
    const from = day(new Date(now.getTime() - (10 + EXPORT_DAYS - 1) * DAY_MS));
    await exportThroughStack(stack, `filter[created_atFrom]=${from}&filter[created_atTo]=${to}`); // warm-up
    const exported = await exportThroughStack(stack, `filter[created_atFrom]=${from}&filter[created_atTo]=${to}`);
    return { pages, exportRowsPerSecond: exported.rows / exported.seconds, exportRows: exported.rows };
  } finally {
    await client.end().catch(() => undefined);
    await stack?.close();
    await database.drop();
  }
}

const small = await runSize(SMALL);
const large = await runSize(LARGE);
const through = 'gateway';
log();
log(
  `Through the ${through}, ${REQUESTS} requests per page type after ${WARM_UP} to warm up; buffers: EXPLAIN (ANALYZE, BUFFERS) of the request's queries`,
);
log(
  `| page | p50 / p95 at ${SMALL.toLocaleString('en-US')} | p50 / p95 at ${LARGE.toLocaleString('en-US')} | p95 growth | buffers (small -> large) |`,
);
log('|---|---|---|---|---|');
for (const { name } of PAGES) {
  const a = small.pages.get(name)!;
  const b = large.pages.get(name)!;
  log(
    `| ${name} | ${fixed(a.p50)} / ${fixed(a.p95)} ms | ${fixed(b.p50)} / ${fixed(b.p95)} ms | ${fixed(b.p95 / a.p95, 2)}x | ${a.buffers} -> ${b.buffers} |`,
  );
}
log(
  `| export, ${EXPORT_DAYS} days (${small.exportRows.toLocaleString('en-US')} -> ${large.exportRows.toLocaleString('en-US')} rows) | ${fixed(small.exportRowsPerSecond, 0)} rows/s | ${fixed(large.exportRowsPerSecond, 0)} rows/s | ${fixed(large.exportRowsPerSecond / small.exportRowsPerSecond, 2)}x rate | |`,
);
