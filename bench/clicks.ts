/**
 * Clicks benchmark (not part of npm test): `npx tsx bench/clicks.ts`.
 *
 * Loads 10 million clicks into a fresh PostgreSQL database, starts admin-api behind the gateway
 * (admin-api alone when @bo/gateway has no buildGateway) and prints, from one run:
 * - page latency p50/p95 of the clicks table through the stack vs the same SQL run directly with pg;
 * - export throughput (rows/s, MB/s) and peak RSS vs `psql \copy` of the same rows.
 *
 * Environment: BENCH_PG_URL (server, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_CLICKS (default 10000000), BENCH_REQUESTS (default 200), BENCH_EXPORT_DAYS (default 14),
 * BENCH_KEEP=1 keeps the database.
 */
import { createBenchDatabase, loadClicks } from './clicks/database.ts';
import { exportThroughStack, exportWithPsql, inlineParams } from './clicks/export.ts';
import { measurePages } from './clicks/pages.ts';
import { startStack } from './clicks/stack.ts';
import { fixed, ms } from './clicks/stats.ts';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 10_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const EXPORT_DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? 14);
const MB = 1024 * 1024;
const log = (text = '') => process.stdout.write(`${text}\n`);
const ratio = (a: number, b: number) => `${fixed(a / b, 2)}x`;

const now = new Date();
now.setUTCHours(12, 0, 0, 0);
const database = await createBenchDatabase();
let stack: Awaited<ReturnType<typeof startStack>> | null = null;
try {
  log(`Loading ${CLICKS.toLocaleString('en-US')} clicks into a fresh database ...`);
  const loadStart = process.hrtime.bigint();
  await loadClicks(database.db, CLICKS, now, log);
  const sizes = (
    await database.db.query<{ users: number; surveys: number; size: string }>(
      `SELECT (SELECT count(*) FROM admin.users)::int AS users, (SELECT count(*) FROM admin.surveys)::int AS surveys,
              pg_size_pretty(pg_total_relation_size('admin.clicks')) AS size`,
    )
  ).rows[0]!;
  log(`Loaded in ${fixed(ms(loadStart) / 1000)} s (clicks table with indexes: ${sizes.size})`);

  stack = await startStack(database.url);
  log(
    stack.viaGateway
      ? 'Requests go through the gateway (bearer token) to admin-api.'
      : 'No buildGateway in @bo/gateway: requests go to admin-api directly.',
  );

  const pages = await measurePages(stack, database.url, { users: sizes.users, surveys: sizes.surveys, now, requests: REQUESTS });
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (EXPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const ours = await exportThroughStack(stack, `filter[created_atFrom]=${from}&filter[created_atTo]=${to}`);
  const psql = await exportWithPsql(database.url, inlineParams(ours.sql, ours.params));

  const through = stack.viaGateway ? 'gateway' : 'admin-api';
  log();
  log(`Clicks table pages (${pages.requests} requests, 5 screens: first page, a user, a survey, a day, deeper pages)`);
  log(
    `  through ${through.padEnd(10)} p50 ${fixed(pages.viaStack.p50, 2).padStart(8)} ms   p95 ${fixed(pages.viaStack.p95, 2).padStart(8)} ms`,
  );
  log(`  same SQL via pg     p50 ${fixed(pages.direct.p50, 2).padStart(8)} ms   p95 ${fixed(pages.direct.p95, 2).padStart(8)} ms`);
  log(
    `  ratio               p50 ${ratio(pages.viaStack.p50, pages.direct.p50).padStart(8)}      p95 ${ratio(pages.viaStack.p95, pages.direct.p95).padStart(8)}`,
  );
  log();
  log(
    `CSV export of the last ${EXPORT_DAYS} days (${ours.rows.toLocaleString('en-US')} rows; psql ${psql.rows.toLocaleString('en-US')} rows)`,
  );
  const line = (name: string, f: typeof psql) =>
    `  ${name.padEnd(18)} ${fixed(f.rows / f.seconds, 0).padStart(9)} rows/s ${fixed(f.bytes / MB / f.seconds).padStart(7)} MB/s  ${fixed(f.seconds).padStart(6)} s  peak RSS ${fixed(f.peakRssBytes / MB).padStart(7)} MB`;
  log(line(`through ${through}`, ours));
  log(
    `  ${''.padEnd(18)} (this process hosts the gateway, admin-api and the client; RSS grew ${fixed(ours.rssGrowthBytes / MB)} MB during the export)`,
  );
  log(line('psql \\copy', psql));
  log(
    `  ratio (ours/psql)  rows/s ${ratio(ours.rows / ours.seconds, psql.rows / psql.seconds)}   MB/s ${ratio(ours.bytes / ours.seconds, psql.bytes / psql.seconds)}   peak RSS ${ratio(ours.peakRssBytes, psql.peakRssBytes)}`,
  );
  if (ours.rows !== psql.rows) log(`  WARNING: row counts differ (${ours.rows} vs ${psql.rows})`);
} finally {
  await stack?.close();
  if (process.env.BENCH_KEEP === '1') log(`Database kept: ${database.url}`);
  else await database.drop();
}
