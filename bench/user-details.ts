/**
 * User-details benchmark (not part of npm test): `npx tsx bench/user-details.ts`.
 *
 * Loads the demo into a fresh PostgreSQL database, gives one user 100,000 clicks (and ip logs,
 * offer events), then measures GET /api/user/:id p50/p95:
 * - directly: the same queries (loadUserDetails) on a pg pool, no HTTP;
 * - through admin-api over HTTP (signed gateway context);
 * - through the gateway (bearer token) in front of admin-api;
 * and prints the ratios to the direct run.
 *
 * Environment: BENCH_PG_URL (server, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SCALE (demo scale, default 5), BENCH_USER_CLICKS (default 100000), BENCH_REQUESTS
 * (default 60 per path), BENCH_SECONDS (time budget per path, default 60), BENCH_OTHER_CLICKS (default 0: clicks of
 * the other demo users added, so the bench user owns a small share of a larger table, as in production, and PostgreSQL
 * reads the user's clicks through the indexes rather than the whole table), BENCH_KEEP=1 keeps the database.
 */
import { getText } from './clicks/get.ts';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createDb, insertDemoClicks, migrate, seedDemo, todayNoonUtc, type Db, DEMO_PASSWORD, demoAdminEmail } from '@bo/db';
import { CONTEXT_HEADER, signContext } from '@bo/server-kit';
import { buildGateway } from '@bo/gateway';
import { buildAdminApi } from '../apps/admin-api/src/index.ts';
import { loadUserDetails } from '../apps/admin-api/src/user-details/details/load.ts';

const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALE = Number(process.env.BENCH_SCALE ?? 5);
const USER_CLICKS = Number(process.env.BENCH_USER_CLICKS ?? 100_000);
const OTHER_CLICKS = Number(process.env.BENCH_OTHER_CLICKS ?? 0);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const BUDGET_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const BENCH_USER = 29;
const CONTEXT_SECRET = randomBytes(24).toString('hex');
const JWT_SECRET = randomBytes(32).toString('hex');
const log = (text = '') => process.stdout.write(`${text}\n`);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** p50 / p95 of `run`, after 5 warm-up calls, within the request count and the time budget. */
async function measure(run: () => Promise<void>): Promise<{ p50: number; p95: number; n: number }> {
  for (let i = 0; i < 5; i += 1) await run();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < REQUESTS && performance.now() - start < BUDGET_MS) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

/** The bench user's 100,000 clicks over 90 days (a fifth completes, a tenth of those reconciled), ip logs and offer events. */
async function loadHeavyUser(db: Db, now: Date): Promise<void> {
  const r = (salt: number) => `((hashint8extended(g, ${salt}) & 2147483647)::float8 / 2147483648.0)`;
  await db.query(
    `WITH n AS (SELECT count(*)::int AS surveys FROM admin.surveys)
     INSERT INTO admin.clicks (user_id, survey_id, supplier_id, status, response_status, revenue, publisher_payout, user_reward,
        complete_status, completed_at, reconciled_at, ip, user_agent, created_at)
     SELECT $1, s.id, s.supplier_id, x.status, CASE WHEN x.status = 1 THEN 'complete' ELSE 'screenout_profile' END,
       CASE WHEN x.status = 1 THEN s.cpi ELSE 0 END, CASE WHEN x.status = 1 THEN round(s.cpi * 0.7, 2) ELSE 0 END,
       CASE WHEN x.status = 1 THEN round(s.cpi * 70)::int ELSE 0 END,
       CASE WHEN x.status = 1 THEN CASE WHEN ${r(3)} < 0.1 THEN 2 ELSE 1 END END,
       CASE WHEN x.status = 1 THEN x.at + s.loi * interval '1 minute' END, NULL,
       '198.51.100.29', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', x.at
     FROM (SELECT g, CASE WHEN ${r(1)} < 0.2 THEN 1 ELSE 2 END AS status, $2::timestamptz - ${r(2)} * interval '90 days' AS at,
             1 + (hashint8extended(g, 4) & 2147483647) % (SELECT surveys FROM n) AS survey_id
           FROM generate_series(1, $3::int) g) x
     JOIN admin.surveys s ON s.id = x.survey_id`,
    [BENCH_USER, now, USER_CLICKS],
  );
  await db.query(
    `INSERT INTO admin.ip_logs (user_id, ip, country_code, city, action, created_at)
     SELECT $1, '198.51.100.0'::inet + (g % 200), 'CA', 'Toronto', 'click', $2::timestamptz - g * interval '10 minutes' FROM generate_series(1, 5000) g`,
    [BENCH_USER, now],
  );
  await db.query('REFRESH MATERIALIZED VIEW admin.supplier_conversion_stats');
  await db.query('REFRESH MATERIALIZED VIEW admin.survey_reconciliation_stats');
  // As autovacuum leaves a table some time after a load: statistics, and the visibility map that lets an index-only
  // scan skip the table (without it PostgreSQL reads the reconciliation months through every complete of every user).
  await db.query('VACUUM (ANALYZE)');
}

/** BENCH_OTHER_CLICKS more clicks of the demo's users, in statements of 500,000, after the demo's own. */
async function loadOtherClicks(db: Db, now: Date): Promise<void> {
  const { rows } = await db.query<{ last: string; users: number; surveys: number }>(
    'SELECT max(id)::text AS last, (SELECT count(*)::int FROM admin.users) AS users, (SELECT count(*)::int FROM admin.surveys) AS surveys FROM admin.clicks',
  );
  const { last, users, surveys } = rows[0]!;
  const first = Number(last) + 1;
  for (let done = 0; done < OTHER_CLICKS; done += 500_000) {
    const count = Math.min(500_000, OTHER_CLICKS - done);
    await insertDemoClicks(db, {
      firstId: first + done,
      count,
      userCount: users,
      surveyCount: surveys,
      now,
      timeline: { lastId: first + OTHER_CLICKS - 1, count: OTHER_CLICKS },
    });
  }
  // The bench user's own clicks take ids from the identity after these.
  if (OTHER_CLICKS > 0) await db.query(`SELECT setval(pg_get_serial_sequence('admin.clicks', 'id'), $1::bigint)`, [first + OTHER_CLICKS]);
}

const name = `bo_bench_ud_${Date.now().toString(36)}`;
const server = new pg.Client({ connectionString: SERVER_URL });
await server.connect();
await server.query(`CREATE DATABASE ${name}`);
const url = SERVER_URL.replace(/\/[^/]*$/, `/${name}`);
const db = await createDb({ url, max: 20 });
const closers: Array<() => Promise<unknown>> = [];
try {
  const now = todayNoonUtc();
  const t0 = performance.now();
  await migrate(db);
  await seedDemo(db, { scale: SCALE, now });
  await loadOtherClicks(db, now);
  await loadHeavyUser(db, now);
  const counts = (
    await db.query<{ clicks: number; mine: number }>(
      'SELECT (SELECT count(*) FROM admin.clicks)::int AS clicks, (SELECT count(*) FROM admin.clicks WHERE user_id = $1)::int AS mine',
      [BENCH_USER],
    )
  ).rows[0]!;
  log(
    `Demo scale ${SCALE} loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${counts.clicks.toLocaleString('en-US')} clicks, user ${BENCH_USER} has ${counts.mine.toLocaleString('en-US')}.`,
  );

  const adminApi = buildAdminApi({ db, contextSecret: CONTEXT_SECRET });
  await adminApi.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => adminApi.close());
  const adminUrl = `http://127.0.0.1:${(adminApi.server.address() as AddressInfo).port}`;
  const gateway = buildGateway({
    db,
    jwtSecret: JWT_SECRET,
    contextSecret: CONTEXT_SECRET,
    upstreams: { admin: adminUrl, chat: adminUrl, support: adminUrl },
    accessLog: () => undefined,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  closers.unshift(() => gateway.close());
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  const login = await fetch(`${gatewayUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAdminEmail(1), password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };

  const path = `/api/user/${BENCH_USER}`;
  const expectOk = async (url: string, headers: Record<string, string>) => {
    const res = await getText(url, headers);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
  };
  const direct = await measure(async () => {
    await loadUserDetails(db, BENCH_USER, new Date());
  });
  const viaAdminApi = await measure(async () => {
    const context = signContext(
      { adminId: 1, role: 1, originalAdminId: null, permission: 'user_details', requestId: 'bench' },
      CONTEXT_SECRET,
    );
    await expectOk(`${adminUrl}${path}`, { [CONTEXT_HEADER]: context });
  });
  const viaGateway = await measure(async () => {
    await expectOk(`${gatewayUrl}${path}`, { authorization: `Bearer ${token}` });
  });

  const row = (label: string, m: { p50: number; p95: number; n: number }) =>
    `  ${label.padEnd(28)} p50 ${m.p50.toFixed(1).padStart(7)} ms   p95 ${m.p95.toFixed(1).padStart(7)} ms   (${m.n} requests)   x${(m.p50 / direct.p50).toFixed(2)} p50, x${(m.p95 / direct.p95).toFixed(2)} p95`;
  log();
  log(`GET ${path} (${counts.mine.toLocaleString('en-US')} clicks), ratios to the direct queries:`);
  log(row('queries run directly (pg)', direct));
  log(row('through admin-api (HTTP)', viaAdminApi));
  log(row('through gateway + admin-api', viaGateway));
} finally {
  for (const close of closers) await close().catch(() => undefined);
  await db.close();
  if (process.env.BENCH_KEEP !== '1') await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  else log(`Kept database ${name}.`);
  await server.end();
}
