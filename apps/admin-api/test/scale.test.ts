import Papa from 'papaparse';
import { RECONCILIATION_MONTHS } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, insertDemoClicks, seedCore, seedMarketplace, type Db, type Queryable } from '@bo/db';
import { contextSigner } from '@bo/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildAdminApi } from '../src/index.ts';
import { COUNT_CAP } from '../src/list-engine/list.ts';
import { HIGH_RECON_SURVEY } from '../src/user-details/constants.ts';
import { loadReconciliation, MONTHS_SQL } from '../src/user-details/details/reconciliation.ts';
import { monthStart } from '../src/user-details/months.ts';
import { buildListEngineApi, DEMO_NOW, type ListEngineApi } from './list-engine-helper.ts';

/**
 * Issue 25 on a table big enough for the planner to care (200k+ clicks, 12k users, analysed): the
 * filtered clicks pages walk their index in the page's order, lists count up to a cap, exports come
 * through COPY exactly as through the cursor, and a read pool (DATABASE_READ_URL) serves the reads.
 */
const EXTRA_CLICKS = 200_000;
const RELOADS = 150_000;
const CONTEXT_SECRET = 'scale-test-secret';
const READ_APP_NAME = 'bo_scale_read_pool';

let api: ListEngineApi;
/** admin-api whose reads go to a second pool (application_name READ_APP_NAME), and its statements. */
let replica: { app: FastifyInstance; readDb: Db; ran: Array<{ sql: string; params: readonly unknown[] }> };
const headers = contextSigner(CONTEXT_SECRET, { permission: 'test', requestPrefix: 'scale' });

beforeAll(async () => {
  api = await buildListEngineApi(async (db) => {
    await seedCore(db, { scale: 1, now: DEMO_NOW });
    // 30: 12,000 users (past the count cap) and 150,000 clicks, plus EXTRA_CLICKS on the same timeline.
    await seedMarketplace(db, { scale: 30, now: DEMO_NOW });
    // The extra clicks go to 40 users and 40 surveys: thousands each, so that sorting them would cost.
    await insertDemoClicks(db, {
      firstId: 150_001,
      count: EXTRA_CLICKS,
      userCount: 40,
      surveyCount: 40,
      now: DEMO_NOW,
      timeline: { lastId: 150_000 + EXTRA_CLICKS, count: 150_000 + EXTRA_CLICKS },
    });
    // Live ids grow with the time (idWindow): the two loads' timelines overlap, so the first load moves back before the second.
    await db.exec(`UPDATE admin.clicks SET created_at = created_at - interval '90 days' WHERE id <= 150000`);
    // The largest log, partitioned by month: RELOADS rows over 120 days in time order (as the router writes them),
    // to 40 users, so that a user's month holds hundreds of them.
    await db.query(`SELECT admin.ensure_log_partitions($1::timestamptz - interval '120 days', $1::timestamptz)`, [DEMO_NOW]);
    await db.query(
      `INSERT INTO admin.survey_list_reloads (user_id, app_id, trigger, platform, surveys_considered, surveys_eligible,
          surveys_returned, duration_ms, created_at)
       SELECT 1 + g % 40, 16, 'app_open', 'android', 100, 20, 10, 100, $1::timestamptz - (($2::int - g)::float8 / $2::int) * interval '120 days'
       FROM generate_series(1, $2::int) g ORDER BY g`,
      [DEMO_NOW, RELOADS],
    );
    await db.exec('ANALYZE');
  });
  expect(api.url, 'these checks need real PostgreSQL').not.toBeNull();
  const ran: Array<{ sql: string; params: readonly unknown[] }> = [];
  const readPool = await createDb({ url: `${api.url}?application_name=${READ_APP_NAME}`, max: 2 });
  const record: Queryable['query'] = (sql, params) => (ran.push({ sql, params: params ?? [] }), readPool.query(sql, params));
  const readDb: Db = {
    ...readPool,
    query: record,
    // An export describes its columns in a transaction of its own: recorded too.
    transaction: (fn, options) =>
      readPool.transaction(
        (tx) => fn({ ...tx, query: (sql, params) => (ran.push({ sql, params: params ?? [] }), tx.query(sql, params)) }),
        options,
      ),
  };
  const app = buildAdminApi({ db: api.db, readDb, contextSecret: CONTEXT_SECRET });
  await app.ready();
  replica = { app, readDb: readPool, ran };
}, 240_000);
afterAll(async () => {
  await replica?.app.close();
  await replica?.readDb.close();
  await api?.close();
});

const viaReplica = async (url: string) => {
  const res = await replica.app.inject({ method: 'GET', url, headers: headers({ adminId: 1 }) });
  expect(res.statusCode, url).toBe(200);
  return res;
};

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan of the page query a list call ran (the statement with LIMIT), as its nodes. */
async function pagePlan(url: string): Promise<PlanNode[]> {
  const before = replica.ran.length;
  await viaReplica(url);
  const page = replica.ran.slice(before).find((r) => /\bLIMIT \d+ OFFSET/.test(r.sql));
  expect(page, url).toBeDefined();
  const { rows } = await api.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${page!.sql}`, page!.params);
  return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
}

describe('the filtered clicks pages read their index in the page order', () => {
  const day = '2025-05-20';
  it.each([
    ['one user', '/api/clicks?filter[userId]=7', 'clicks_user_idx'],
    ['one survey, page 20', '/api/clicks?filter[surveyId]=17&page=20', 'clicks_survey_idx'],
    [
      'one day and status 1',
      `/api/clicks?filter[created_atFrom]=${day}&filter[created_atTo]=${day}&filter[status]=1`,
      'clicks_status_day_idx',
    ],
  ])('%s: %s uses %s, no Sort, no Seq Scan', async (_name, url, index) => {
    const nodes = await pagePlan(url);
    const types = nodes.map((n) => n['Node Type']);
    expect(types.filter((t) => t.includes('Sort'))).toEqual([]);
    expect(types).not.toContain('Seq Scan');
    expect(
      nodes.some((n) => n['Index Name'] === index && n['Node Type'].startsWith('Index')),
      JSON.stringify(nodes),
    ).toBe(true);
  });

  it('the one-day page holds exactly the rows of a plain query', async () => {
    const { body } = await api.get(
      `/api/clicks?filter[created_atFrom]=${day}&filter[created_atTo]=${day}&filter[status]=1&itemPerPage=100`,
    );
    const expected = await api.db.query<{ id: number }>(
      `SELECT id FROM admin.clicks WHERE status = 1 AND created_at >= $1::date AND created_at < $1::date + 1 ORDER BY id DESC LIMIT 100`,
      [day],
    );
    expect((body.data as Array<{ id: number }>).map((r) => r.id)).toEqual(expected.rows.map((r) => r.id));
  });
});

type Row = { id: number };
const idsOf = (body: Record<string, unknown>) => (body.data as Row[]).map((r) => r.id);
const planOk = (nodes: PlanNode[], index: string) => {
  const types = nodes.map((n) => n['Node Type']);
  expect(types).not.toContain('Seq Scan');
  expect(
    nodes.some((n) => n['Index Name'] === index && n['Node Type'].startsWith('Index')),
    JSON.stringify(nodes),
  ).toBe(true);
};
/** Sort nodes that sort rows straight from a table (not the few rows the limited branches hand up). */
const wholeSetSorts = (node: PlanNode, underLimit = false): PlanNode[] =>
  node['Node Type'] === 'Sort' && !underLimit
    ? [node]
    : (node.Plans ?? []).flatMap((child) =>
        wholeSetSorts(child, node['Node Type'] === 'Sort' ? underLimit : underLimit || node['Node Type'] === 'Limit'),
      );

describe('several values: one index-ordered branch per value', () => {
  it('several users read clicks_user_idx per user with no Sort of the whole set, and the rows of = ANY', async () => {
    const url = '/api/clicks?filter[userId]=7,8,9,7&page=3';
    const nodes = await pagePlan(url);
    planOk(nodes, 'clicks_user_idx');
    expect(nodes.filter((n) => n['Node Type'] === 'Sort').length).toBeLessThanOrEqual(1);
    expect(wholeSetSorts(nodes[0]!).map((n) => n['Node Type'])).toEqual([]);
    const expected = await api.db.query<Row>(`SELECT id FROM admin.clicks WHERE user_id = ANY($1) ORDER BY id DESC LIMIT 50 OFFSET 100`, [
      [7, 8, 9],
    ]);
    expect(expected.rows.length).toBe(50);
    expect(idsOf((await api.get(url)).body)).toEqual(expected.rows.map((r) => r.id));
  });
});

describe('keyset pages', () => {
  it('the next page seeks from the boundary through the index (Index Cond on the id)', async () => {
    const first = await api.get('/api/clicks?filter[surveyId]=17&page=20');
    const last = (first.body.paging as { last_id: number }).last_id;
    const before = replica.ran.length;
    await viaReplica(`/api/clicks?filter[surveyId]=17&page=21&after=${last}`);
    const page = replica.ran.slice(before).find((r) => /\bLIMIT \d+ OFFSET 0/.test(r.sql));
    const { rows } = await api.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode & { 'Index Cond'?: string } }> }>(
      `EXPLAIN (FORMAT JSON) ${page!.sql}`,
      page!.params,
    );
    const nodes = nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan) as Array<PlanNode & { 'Index Cond'?: string }>;
    planOk(nodes, 'clicks_survey_idx');
    expect(nodes.filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
    expect(nodes.find((n) => n['Index Name'] === 'clicks_survey_idx')!['Index Cond']).toMatch(/id < /);
  });
  it.each([
    ['newest first', 'desc', '<'],
    ['oldest first', 'asc', '>'],
  ])('a page by created_at, %s, seeks through clicks_created_id_idx with the row comparison, no Sort', async (_name, dir, past) => {
    const base = `/api/clicks?orderBy=created_at&orderDirection=${dir}`;
    const first = await api.get(`${base}&page=1`);
    const last = (first.body.paging as { last_id: number }).last_id;
    const before = replica.ran.length;
    const next = await viaReplica(`${base}&page=2&after=${last}`);
    const page = replica.ran.slice(before).find((r) => /\bLIMIT \d+ OFFSET 0/.test(r.sql));
    const { rows } = await api.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode & { 'Index Cond'?: string } }> }>(
      `EXPLAIN (FORMAT JSON) ${page!.sql}`,
      page!.params,
    );
    const nodes = nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan) as Array<PlanNode & { 'Index Cond'?: string }>;
    planOk(nodes, 'clicks_created_id_idx');
    expect(nodes.filter((n) => n['Node Type'].includes('Sort'))).toEqual([]);
    expect(nodes.find((n) => n['Index Name'] === 'clicks_created_id_idx')!['Index Cond']).toMatch(
      new RegExp(`ROW\\((c\\.)?created_at, (c\\.)?id\\) ${past} ROW\\(`),
    );
    expect(idsOf(JSON.parse(next.body) as Record<string, unknown>)).toEqual(idsOf((await api.get(`${base}&page=2`)).body));
  });
});

describe('a date window is an id range', () => {
  it('one user with a window walks clicks_user_idx inside the range, no Sort, the rows of the plain window', async () => {
    const url = `/api/clicks?filter[userId]=7&filter[created_atFrom]=2025-05-01&filter[created_atTo]=2025-05-31`;
    const nodes = await pagePlan(url);
    planOk(nodes, 'clicks_user_idx');
    expect(nodes.filter((n) => n['Node Type'].includes('Sort'))).toEqual([]);
    const expected = await api.db.query<Row>(
      `SELECT id FROM admin.clicks WHERE user_id = 7 AND created_at >= '2025-05-01' AND created_at < '2025-06-01' ORDER BY id DESC LIMIT 50`,
    );
    expect(expected.rows.length).toBe(50);
    expect(idsOf((await api.get(url)).body)).toEqual(expected.rows.map((r) => r.id));
  });

  it('every row of a window, at both edges, whatever the dates are off the id order', async () => {
    const url = `/api/clicks?filter[surveyId]=17&filter[created_atFrom]=2025-05-10&filter[created_atTo]=2025-05-12&itemPerPage=1000`;
    const expected = await api.db.query<Row>(
      `SELECT id FROM admin.clicks WHERE survey_id = 17 AND created_at >= '2025-05-10' AND created_at < '2025-05-13' ORDER BY id DESC`,
    );
    expect(expected.rows.length).toBeGreaterThan(50);
    expect(expected.rows.length).toBeLessThan(1000);
    expect(idsOf((await api.get(url)).body)).toEqual(expected.rows.map((r) => r.id));
  });
  it('a window sorted by another key keeps that order (the id range only narrows it)', async () => {
    const url = `/api/clicks?filter[surveyId]=17&filter[created_atFrom]=2025-05-10&filter[created_atTo]=2025-05-12&orderBy=created_at&orderDirection=asc&itemPerPage=1000`;
    const expected = await api.db.query<Row>(
      `SELECT id FROM admin.clicks WHERE survey_id = 17 AND created_at >= '2025-05-10' AND created_at < '2025-05-13' ORDER BY created_at ASC, id ASC`,
    );
    expect(expected.rows.length).toBeGreaterThan(50);
    expect(idsOf((await api.get(url)).body)).toEqual(expected.rows.map((r) => r.id));
  });
});

describe('the survey list reloads (partitioned by month)', () => {
  type Node = PlanNode & { 'Index Cond'?: string; 'Relation Name'?: string };
  const partitionsOf = (nodes: Node[]) => [...new Set(nodes.flatMap((n) => (n['Relation Name'] ? [n['Relation Name']] : [])))].sort();

  it("a user's window walks the user index inside the id range, in the window's partitions only, no Sort", async () => {
    const url = '/api/survey-list-reloads?filter[userId]=7&filter[created_atFrom]=2025-05-01&filter[created_atTo]=2025-05-31';
    const nodes = (await pagePlan(url)) as Node[];
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.filter((n) => n['Node Type'].includes('Sort'))).toEqual([]);
    const scans = nodes.filter((n) => n['Index Name']?.startsWith('survey_list_reloads_'));
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) expect(scan['Index Cond'], JSON.stringify(scan)).toMatch(/user_id = .*id > .*id </s);
    expect(partitionsOf(nodes)).toEqual(['survey_list_reloads_2025_05']);
    const expected = await api.db.query<Row>(
      `SELECT id FROM admin.survey_list_reloads WHERE user_id = 7 AND created_at >= '2025-05-01' AND created_at < '2025-06-01' ORDER BY id DESC LIMIT 50`,
    );
    expect(expected.rows.length).toBe(50);
    expect(idsOf((await api.get(url)).body)).toEqual(expected.rows.map((r) => Number(r.id)));
  });

  it('a page by created_at seeks through the (created_at, id) index of each partition with the row comparison, no Sort', async () => {
    const base = '/api/survey-list-reloads?orderBy=created_at';
    const first = await api.get(`${base}&page=1`);
    const last = (first.body.paging as { last_id: number }).last_id;
    const before = replica.ran.length;
    const next = await viaReplica(`${base}&page=2&after=${last}`);
    const page = replica.ran.slice(before).find((r) => /\bLIMIT \d+ OFFSET 0/.test(r.sql));
    const { rows } = await api.db.query<{ 'QUERY PLAN': Array<{ Plan: Node }> }>(`EXPLAIN (FORMAT JSON) ${page!.sql}`, page!.params);
    const nodes = nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan) as Node[];
    expect(nodes.filter((n) => n['Node Type'].includes('Sort'))).toEqual([]);
    // The page's scans (the boundary row's lookup, an InitPlan, reads the primary keys): one per partition, merged.
    const scans = nodes.filter((n) => n['Index Name']?.endsWith('_created_at_id_idx'));
    expect(scans.map((n) => n['Relation Name'])).toContain('survey_list_reloads_2025_06');
    for (const scan of scans) expect(scan['Index Cond']).toMatch(/ROW\((sr\.)?created_at, (sr\.)?id\) < ROW\(/);
    expect(idsOf(JSON.parse(next.body) as Record<string, unknown>)).toEqual(idsOf((await api.get(`${base}&page=2`)).body));
  });
});

describe('lists count up to a cap', () => {
  it('the users list answers 10,000+ past the cap, and an exact total under it', async () => {
    const users = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users')).rows[0]!.n;
    expect(users).toBeGreaterThan(COUNT_CAP);
    const { body } = await api.get('/api/users?itemPerPage=50');
    expect(body.paging).toMatchObject({ total: COUNT_CAP, total_capped: true, total_page: COUNT_CAP / 50, from: 1, to: 50 });
    // A page past the cap counts to its own end: the next page still exists.
    const deep = await api.get('/api/users?itemPerPage=50&page=230');
    expect(deep.body.paging).toMatchObject({ total: 11_500, total_capped: true, total_page: 230, from: 11_451, to: 11_500 });
    const small = await api.get('/api/users?filter[id]=1,2,3');
    expect(small.body.paging).toMatchObject({ total: 3, total_page: 1 });
    expect(small.body.paging).not.toHaveProperty('total_capped');
  });
});

describe('exports', () => {
  const exportUrl =
    '/api/clicks/export?filter[created_atFrom]=2025-05-01&filter[created_atTo]=2025-05-03&fields=id,user_id,survey_name,status,revenue,ip,user_agent,created_at';
  it('stream through COPY and give the same file as the cursor path', async () => {
    const before = api.sql.length;
    const copied = (await api.get(exportUrl)).text;
    const ran = api.sql.slice(before);
    // The COPY select wraps the export query; the cursor path would have declared it.
    expect(ran.some((s) => s.startsWith('SELECT NULLIF') || s.startsWith('SELECT export_rows'))).toBe(true);
    const { copyCsv: _, ...cursorOnly } = api.db;
    const cursorApp = buildAdminApi({ db: cursorOnly as Db, contextSecret: CONTEXT_SECRET });
    const res = await cursorApp.inject({ method: 'GET', url: exportUrl, headers: headers({ adminId: 1 }) });
    await cursorApp.close();
    expect(copied.startsWith('\uFEFFID,User ID,Survey,Status,Revenue,IP,User Agent,Created\r\n')).toBe(true);
    expect(copied.split('\r\n').length).toBeGreaterThan(1000);
    const parse = (text: string) => Papa.parse<string[]>(text.slice(1).trimEnd(), { header: false }).data;
    expect(parse(copied)).toEqual(parse(res.body));
  });

  it('read a date window as an id range, in id order, with exactly the rows of the window', async () => {
    const before = api.sql.length;
    const text = (await api.get(exportUrl)).text;
    const ran = api.sql.slice(before).join('\n');
    expect(ran).toMatch(/c\.id > \d+::bigint|c\.id > '?\d+'?::bigint/);
    expect(ran).toMatch(/ORDER BY c\.id DESC/);
    const expected = await api.db.query<Row>(
      `SELECT id FROM admin.clicks WHERE created_at >= '2025-05-01' AND created_at < '2025-05-04' ORDER BY id DESC`,
    );
    const ids = Papa.parse<string[]>(text.slice(1).trimEnd(), { header: false })
      .data.slice(1)
      .map((r) => Number(r[0]));
    expect(ids).toEqual(expected.rows.map((r) => r.id));
  });

  it('set the export work_mem in their own transaction', async () => {
    const before = api.sql.length;
    await api.get(exportUrl);
    expect(api.sql.length).toBeGreaterThan(before);
    const { rows } = await api.db.query<{ work_mem: string }>(`SELECT current_setting('work_mem') AS work_mem`);
    // SET LOCAL: the pool's connections keep the server default afterwards.
    expect(rows[0]!.work_mem).not.toBe('256MB');
  });
});

describe('DATABASE_READ_URL', () => {
  it('serves list pages, exports and reports from the read pool', async () => {
    const before = replica.ran.length;
    await viaReplica('/api/users?itemPerPage=5');
    await viaReplica('/api/clicks/export?filter[userId]=4321&fields=id');
    await viaReplica('/api/reports/daily-overview');
    const ran = replica.ran.slice(before).map((r) => r.sql);
    expect(ran.some((s) => s.includes('FROM admin.users u'))).toBe(true);
    expect(ran.some((s) => s.includes('LIMIT 0'))).toBe(true);
    // The read pool's own sessions, named by their application_name, are the ones that ran them.
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
      [READ_APP_NAME],
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('falls back to the primary when unset', () => {
    expect(api.app.readDb).toBe(api.app.db);
    expect(replica.app.readDb).not.toBe(replica.app.db);
  });
});

describe('user details on a table where the user holds a small share', () => {
  it("reads the reconciliation months from the user's completes of the window alone (migration 080), and the same figures", async () => {
    // User 7 holds thousands of the 350k clicks: without the index PostgreSQL walked every complete of every user.
    const params = [
      7,
      monthStart(DEMO_NOW, RECONCILIATION_MONTHS - 1),
      HIGH_RECON_SURVEY.minCompletes,
      HIGH_RECON_SURVEY.minShare,
      DEMO_NOW,
    ];
    const { rows } = await api.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${MONTHS_SQL}`, params);
    const nodes = nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
    expect(
      nodes.some((n) => n['Index Name'] === 'clicks_user_completes_created_idx' && n['Node Type'] === 'Index Only Scan'),
      JSON.stringify(nodes),
    ).toBe(true);
    const months = await loadReconciliation(api.db, 7, DEMO_NOW);
    const want = await api.db.query<{ completes: number }>(
      `SELECT count(*)::int AS completes FROM admin.clicks c WHERE c.user_id = 7 AND c.status = 1 AND c.created_at >= $1
         AND c.survey_id NOT IN (SELECT survey_id FROM admin.survey_reconciliation_stats WHERE completes >= $2 AND reconciled >= completes * $3::float8)`,
      [params[1], params[2], params[3]],
    );
    expect(want.rows[0]!.completes).toBeGreaterThan(100);
    expect(months.total.completes_count).toBe(want.rows[0]!.completes);
  });
});
