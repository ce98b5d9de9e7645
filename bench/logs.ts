/**
 * Logs benchmark (not part of npm test): `npx tsx bench/logs.ts`.
 *
 * Loads BENCH_LOG_ROWS survey-list loads (default 10 million) into the monthly partitions of
 * admin.survey_list_reloads, the largest log, in a fresh PostgreSQL database; starts admin-api behind
 * the gateway and prints page latency p50/p95 of its screens (Survey List Reloads and Router Logs:
 * first page, a user, a day, a day with zero results, a deeper page) through the gateway vs the very
 * SQL admin-api ran, replayed with pg (goal: at most 1.3x), and admin-api alone (signed context, no
 * gateway) so the gateway's share of the time shows.
 *
 * Environment: BENCH_PG_URL, BENCH_LOG_ROWS (default 10000000), BENCH_REQUESTS (default 200), BENCH_KEEP=1 keeps the
 * database, BENCH_DATABASE=<name> measures a kept one again (no load).
 */
import { createBenchDatabase, openBenchDatabase } from './clicks/database.ts';
import { measureScenarioPages } from './clicks/pages.ts';
import { startStack } from './clicks/stack.ts';
import { fixed, ms } from './clicks/stats.ts';
import { startAdminApiAlone } from './logs/direct.ts';
import { LOG_DAYS, loadSurveyListReloads } from './logs/load.ts';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 10_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const log = (text = '') => process.stdout.write(`${text}\n`);
const ratio = (a: number, b: number) => `${fixed(a / b, 2)}x`;

/** A tiny deterministic generator: every run asks for the same pages. */
function sequence(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + (state % max);
  };
}

const now = new Date();
now.setUTCHours(12, 0, 0, 0);
const day = (back: number) => new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);
const REUSE = process.env.BENCH_DATABASE;
const database = REUSE ? await openBenchDatabase(REUSE) : await createBenchDatabase();
let stack: Awaited<ReturnType<typeof startStack>> | null = null;
try {
  let users: number;
  if (REUSE) {
    users = (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users')).rows[0]!.n;
    log(`Reusing ${REUSE} (loaded by an earlier run with BENCH_KEEP=1)`);
  } else {
    log(`Loading ${ROWS.toLocaleString('en-US')} survey-list loads into a fresh database ...`);
    const loadStart = process.hrtime.bigint();
    users = await loadSurveyListReloads(database.db, ROWS, now, log);
    const size = (
      await database.db.query<{ size: string; parts: number }>(
        `SELECT pg_size_pretty(sum(pg_total_relation_size(i.inhrelid))) AS size, count(*)::int AS parts
         FROM pg_inherits i WHERE i.inhparent = 'admin.survey_list_reloads'::regclass`,
      )
    ).rows[0]!;
    log(`Loaded in ${fixed(ms(loadStart) / 1000)} s (${size.parts} partitions with indexes: ${size.size})`);
  }

  stack = await startStack(database.url);
  log(stack.viaGateway ? 'Requests go through the gateway (bearer token) to admin-api.' : 'No gateway: requests go to admin-api directly.');
  const screens = () => {
    const pick = sequence(17);
    return [
      () => '/api/survey-list-reloads',
      () => `/api/survey-list-reloads?filter[userId]=${pick(users)}`,
      () => {
        const d = day(pick(LOG_DAYS - 1));
        return `/api/survey-list-reloads?filter[created_atFrom]=${d}&filter[created_atTo]=${d}&filter[zero_results]=1`;
      },
      () => `/api/router-logs?filter[userId]=${pick(users)}`,
      () => `/api/router-logs?page=${pick(40)}&itemPerPage=50`,
    ];
  };
  const pages = await measureScenarioPages(stack, database.url, screens(), REQUESTS);
  const alone = await startAdminApiAlone(database.url);
  const direct = await measureScenarioPages(alone, database.url, screens(), REQUESTS).finally(() => alone.close());
  const line = (name: string, f: { p50: number; p95: number }) =>
    `  ${name.padEnd(19)} p50 ${fixed(f.p50, 2).padStart(8)} ms   p95 ${fixed(f.p95, 2).padStart(8)} ms`;
  log();
  const over = REUSE ? `the kept database ${REUSE}` : `${ROWS.toLocaleString('en-US')} rows`;
  log(`Survey List Reloads / Router Logs pages (${pages.requests} requests over ${over})`);
  log(line('through gateway', pages.viaStack));
  log(line('admin-api alone', direct.viaStack));
  log(line('same SQL via pg', pages.direct));
  log(
    `  ratio gateway/pg    p50 ${ratio(pages.viaStack.p50, pages.direct.p50).padStart(8)}      p95 ${ratio(pages.viaStack.p95, pages.direct.p95).padStart(8)}`,
  );
  log(
    `  ratio admin-api/pg  p50 ${ratio(direct.viaStack.p50, direct.direct.p50).padStart(8)}      p95 ${ratio(direct.viaStack.p95, direct.direct.p95).padStart(8)}`,
  );
} finally {
  await stack?.close();
  if (process.env.BENCH_KEEP === '1' || REUSE) {
    await database.db.close();
    log(`Database kept: ${database.url}`);
  } else await database.drop();
}
