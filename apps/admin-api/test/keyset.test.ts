import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '@bo/db';
import { idRangeOf } from '../src/list-engine/id-window.ts';
import { serverResources } from '../src/resources/index.ts';
import { buildListEngineApi, idsOf, type ListEngineApi } from './list-engine-helper.ts';

/**
 * Keyset pages (issue 25): stepping from a page to the next or previous one with its boundary id gives
 * the very rows the page number gives by OFFSET, on the same data; the answer carries the boundary ids.
 */
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi();
}, 180_000);
afterAll(async () => {
  await api?.close();
});

type Boundaries = { first_id?: number; last_id?: number; has_more?: boolean; from?: number | null };
const pagingOf = (body: Record<string, unknown>) => body.paging as Boundaries;

/** Pages 1 to `pages` stepped forwards with `after`, then back with `before`, each against its OFFSET page. */
async function walk(base: string, pages: number) {
  const offsetPage = async (page: number) => (await api.get(`${base}&page=${page}`)).body;
  let shown = await offsetPage(1);
  for (let page = 2; page <= pages; page++) {
    const next = await api.get(`${base}&page=${page}&after=${pagingOf(shown).last_id}`);
    expect(next.status).toBe(200);
    const expected = await offsetPage(page);
    expect(idsOf(expected).length).toBeGreaterThan(0);
    expect(idsOf(next.body), `${base} page ${page} after`).toEqual(idsOf(expected));
    expect(pagingOf(next.body)).toEqual(pagingOf(expected));
    shown = next.body;
  }
  for (let page = pages - 1; page >= 1; page--) {
    const previous = await api.get(`${base}&page=${page}&before=${pagingOf(shown).first_id}`);
    const expected = await offsetPage(page);
    expect(idsOf(previous.body), `${base} page ${page} before`).toEqual(idsOf(expected));
    expect(pagingOf(previous.body)).toEqual(pagingOf(expected));
    shown = previous.body;
  }
}

describe('keyset pages equal OFFSET pages', () => {
  it('clicks (simple pagination), newest first', () => walk('/api/clicks?itemPerPage=7', 5));
  it('clicks of several users (a branch per user)', () => walk('/api/clicks?itemPerPage=3&filter[userId]=1,2,3', 4));
  it('clicks oldest first', () => walk('/api/clicks?itemPerPage=6&orderBy=id&orderDirection=asc', 4));
  it('users (counted pages)', () => walk('/api/users?itemPerPage=9', 4));

  it('carries the boundary ids of the page', async () => {
    const { body } = await api.get('/api/clicks?itemPerPage=4');
    const ids = idsOf(body);
    expect(pagingOf(body)).toMatchObject({ first_id: ids[0], last_id: ids[3] });
  });

  it('sort keys outside keysetSorts keep OFFSET and carry no boundary', async () => {
    const base = '/api/users?itemPerPage=5&orderBy=email&page=2';
    const plain = await api.get(base);
    const withBoundary = await api.get(`${base}&after=1`);
    expect(idsOf(withBoundary.body)).toEqual(idsOf(plain.body));
    expect(pagingOf(plain.body).first_id).toBeUndefined();
  });

  it('refuses a boundary that is not a row id, or both sides', async () => {
    const bad = await api.get('/api/clicks?after=x');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { after: ['Must be the id of a row (a whole number).'] } });
    const both = await api.get('/api/clicks?after=5&before=9');
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ errors: { before: ['Give after or before, not both.'] } });
  });
});

/**
 * Keyset pages in another sort key (`keysetSorts`, issue 25): the seek compares (sort value, id) with the
 * boundary row's, in the ORDER BY's direction, and gives the OFFSET pages, ties in the sort value included.
 */
describe('keyset pages in other sort keys equal OFFSET pages', () => {
  it('clicks by created_at, newest first', () => walk('/api/clicks?itemPerPage=7&orderBy=created_at', 5));
  it('clicks by created_at, oldest first', () => walk('/api/clicks?itemPerPage=7&orderBy=created_at&orderDirection=asc', 4));
  it('clicks of one user by created_at', () => walk('/api/clicks?itemPerPage=2&orderBy=created_at&filter[userId]=3', 3));
  it('users by app (many ties), both directions', async () => {
    await walk('/api/users?itemPerPage=9&orderBy=app_id', 4);
    await walk('/api/users?itemPerPage=9&orderBy=app_id&orderDirection=asc', 4);
  });
  it('users by created_at', () => walk('/api/users?itemPerPage=9&orderBy=created_at', 3));
  it('surveys by supplier (ties), both directions', async () => {
    await walk('/api/surveys?itemPerPage=8&orderBy=supplier_id', 4);
    await walk('/api/surveys?itemPerPage=8&orderBy=supplier_id&orderDirection=asc', 4);
  });

  it('clicks sharing one created_at step through the tie by id', async () => {
    const { rows } = await api.db.query<{ id: number }>('SELECT id FROM admin.clicks ORDER BY created_at DESC, id DESC LIMIT 30');
    const ids = rows.map((r) => Number(r.id));
    // Thirty clicks at one instant, between the newest and the rest: four pages of seven run through the tie.
    await api.db.query(`UPDATE admin.clicks SET created_at = (SELECT created_at FROM admin.clicks WHERE id = $1) WHERE id = ANY($2)`, [
      ids.at(-1),
      ids,
    ]);
    await walk('/api/clicks?itemPerPage=7&orderBy=created_at', 6);
    await walk('/api/clicks?itemPerPage=7&orderBy=created_at&orderDirection=asc', 3);
  });

  it('seeks with the row comparison and answers the boundary ids', async () => {
    const first = await api.get('/api/clicks?itemPerPage=4&orderBy=created_at');
    const ids = idsOf(first.body);
    expect(pagingOf(first.body)).toMatchObject({ first_id: ids[0], last_id: ids[3] });
    const before = api.sql.length;
    await api.get(`/api/clicks?itemPerPage=4&orderBy=created_at&page=2&after=${ids[3]}`);
    expect(api.sql.slice(before).some((sql) => sql.includes('(c.created_at, c.id) < ((SELECT c.created_at FROM'))).toBe(true);
  });

  it('a boundary row that is gone or no longer matches gives the OFFSET page', async () => {
    const base = '/api/clicks?itemPerPage=5&orderBy=created_at&filter[userId]=3&page=2';
    const expected = idsOf((await api.get(base)).body);
    expect(expected.length).toBeGreaterThan(0);
    const other = await api.db.query<{ id: number }>('SELECT id FROM admin.clicks WHERE user_id <> 3 ORDER BY id LIMIT 1');
    for (const boundary of ['after=999999999', 'before=999999999', `after=${other.rows[0]!.id}`]) {
      const res = await api.get(`${base}&${boundary}`);
      expect(res.status).toBe(200);
      expect(idsOf(res.body), boundary).toEqual(expected);
    }
  });

  it('every keyset sort is a NOT NULL column of its table', async () => {
    const declared = serverResources.flatMap((r) => (r.keysetSorts ?? []).map((key) => ({ r, key })));
    expect(declared.length).toBeGreaterThan(5);
    for (const { r, key } of declared) {
      const expr = r.sorts?.[key] ?? r.columns[key]!;
      const [, alias, column] = /^([a-z_]+)\.([a-z_]+)$/.exec(expr) ?? [];
      expect(alias, `${r.def.name}.${key}: ${expr} is a plain column`).toBeDefined();
      const table = new RegExp(`([a-z_]+\\.[a-z_]+)\\s+${alias}\\b`).exec(r.from)?.[1];
      expect(table, `${r.def.name}: the table of ${alias}`).toBeDefined();
      const { rows } = await api.db.query<{ notnull: boolean }>(
        'SELECT attnotnull AS notnull FROM pg_attribute WHERE attrelid = $1::regclass AND attname = $2',
        [table, column],
      );
      expect(rows[0]?.notnull, `${r.def.name}.${key} (${table}.${column}) is NOT NULL`).toBe(true);
    }
  });
});

/**
 * Every resource that reads several values of a filter as a branch per value (issue 25: clicks, the traffic
 * logs, offer clicks and events, IP logs, payments ...) gives the rows of `= ANY`, newest first, on its demo rows.
 */
describe('several values, a branch each, give the rows of = ANY', () => {
  const cases = serverResources.flatMap((resource) => (resource.valueBranches ?? []).map((key) => ({ resource, key })));
  it('covers more tables than clicks', () => {
    expect(new Set(cases.map((c) => c.resource.from.split(' ')[0])).size).toBeGreaterThan(5);
  });
  it.each(cases.map((c) => [`${c.resource.def.name} by ${c.key}`, c] as const))('%s', async (_, { resource, key }) => {
    const expr = resource.filters?.[key] ?? resource.columns[key];
    expect(typeof expr, `${resource.def.name}.${key} is a plain column`).toBe('string');
    const values = await api.db.query<{ v: number }>(
      `SELECT v FROM (SELECT ${expr as string} AS v, count(*) AS n FROM ${resource.from} WHERE ${expr as string} IS NOT NULL GROUP BY 1) x ORDER BY n DESC, v LIMIT 3`,
    );
    if (values.rows.length < 2) return; // no demo rows for this table at scale 1: nothing to compare
    const list = values.rows.map((r) => r.v);
    const expected = await api.db.query<{ id: number }>(
      `SELECT ${resource.idExpr} AS id FROM ${resource.from} WHERE ${expr as string} = ANY($1) ORDER BY ${resource.idExpr} DESC LIMIT 20`,
      [list],
    );
    const before = api.sql.length;
    const page = await api.get(`${resource.def.url}?itemPerPage=20&filter[${key}]=${list.join(',')}`);
    expect(page.status, JSON.stringify(page.body).slice(0, 300)).toBe(200);
    expect(api.sql.slice(before).some((sql) => sql.includes('CROSS JOIN LATERAL'))).toBe(true);
    expect(idsOf(page.body)).toEqual(expected.rows.map((r) => Number(r.id)));
  });
});

/**
 * Date windows as id ranges (`idWindow`, issue 25) beside the clicks: the survey list reloads and router logs
 * (one partitioned table) and the postback logs. The demo writes them in time order as live traffic does, a
 * window's page holds exactly the rows of the plain window, and the two probes read only the window's partitions.
 */
describe('a date window is an id range on the dated logs', () => {
  const windowed = serverResources.filter((r) => r.idWindow);
  const window = 'filter[created_atFrom]=2025-06-01&filter[created_atTo]=2025-06-07';

  it('covers the traffic logs beside the clicks', () => {
    expect(windowed.map((r) => r.def.name)).toEqual(
      expect.arrayContaining(['clicks', 'survey_list_reloads', 'router_logs', 'postback_logs']),
    );
  });

  it.each(windowed.map((r) => [r.def.name, r] as const))('%s: demo ids grow with the date within its disorder', async (_, resource) => {
    const rule = resource.idWindow!;
    const { rows } = await api.db.query<{ n: number; ok: boolean }>(
      `SELECT count(*)::int AS n, coalesce(bool_and(behind IS NULL OR behind <= $1::interval), true) AS ok FROM (
         SELECT max(${rule.column}) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) - ${rule.column} AS behind
         FROM ${rule.table}) x`,
      [rule.disorder],
    );
    expect(rows[0]!.n).toBeGreaterThan(100);
    expect(rows[0]!.ok).toBe(true);
  });

  it.each(windowed.map((r) => [r.def.name, r] as const))(
    '%s: a window, alone and with its busiest user, gives the rows of the plain window',
    async (_, resource) => {
      const rule = resource.idWindow!;
      const plain = `${rule.column} >= '2025-06-01' AND ${rule.column} < '2025-06-08'`;
      const busiest = await api.db.query<{ user_id: number }>(
        `SELECT user_id FROM ${rule.table} WHERE ${plain} AND user_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
      );
      const user = busiest.rows[0]!.user_id;
      for (const [query, where] of [
        ['', plain],
        [`&filter[userId]=${user}`, `${plain} AND user_id = ${user}`],
      ] as const) {
        const expected = await api.db.query<{ id: number }>(`SELECT id FROM ${rule.table} WHERE ${where} ORDER BY id DESC LIMIT 1000`);
        expect(expected.rows.length).toBeGreaterThan(1);
        const before = api.sql.length;
        const page = await api.get(`${resource.def.url}?itemPerPage=1000&${window}${query}`);
        expect(page.status).toBe(200);
        expect(idsOf(page.body), `${resource.def.name}${query}`).toEqual(expected.rows.map((r) => Number(r.id)));
        expect(api.sql.slice(before).some((sql) => sql.includes(`${resource.idExpr} > $`))).toBe(true);
      }
    },
  );

  it('the probes of a partitioned log read only the partition of their month', async () => {
    const resource = serverResources.find((r) => r.def.name === 'survey_list_reloads')!;
    const probes: Array<{ sql: string; params: readonly unknown[] }> = [];
    const recording: Queryable = {
      query: (sql, params) => (probes.push({ sql, params: params ?? [] }), api.db.query(sql, params)),
    } as Queryable;
    const range = await idRangeOf(
      recording,
      resource,
      new Map([['created_at', { kind: 'between', from: '2025-06-01', to: '2025-06-08' }]]),
    );
    expect(range?.lo).not.toBeNull();
    expect(range?.hi).not.toBeNull();
    expect(probes).toHaveLength(2);
    const scanned = await Promise.all(
      probes.map(async ({ sql, params }) => {
        const { rows } = await api.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, [
          ...params,
        ]);
        return [...new Set(nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan).flatMap((n) => (n['Relation Name'] ? [n['Relation Name']] : [])))];
      }),
    );
    // From 2025-06-01 looks at the last hours of May, the day after To (June 8) at its first hours.
    expect(scanned).toEqual([['survey_list_reloads_2025_05'], ['survey_list_reloads_2025_06']]);
  });
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
