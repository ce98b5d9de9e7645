import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES, ZListResponse } from '@bo/contract';
import { buildListEngineApi, idsOf, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

let api: ListEngineApi;
let surveyCount: number;
let clickCount: number;

beforeAll(async () => {
  api = await buildListEngineApi();
  surveyCount = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.surveys')).rows[0]!.n;
  clickCount = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.clicks')).rows[0]!.n;
});
afterAll(() => api?.close());

const sqlIds = async (sql: string) => (await api.db.query<{ id: number }>(sql)).rows.map((r) => Number(r.id));

describe('paging (specification 01, sections 3 and 9)', () => {
  it('answers 50 rows by id descending by default, with the list response shape', async () => {
    const { status, body } = await api.get('/api/surveys');
    expect(status).toBe(200);
    expect(ZListResponse.safeParse(body).success).toBe(true);
    expect(idsOf(body)).toEqual(await sqlIds('SELECT id FROM admin.surveys ORDER BY id DESC LIMIT 50'));
    expect(body.paging).toEqual({
      total: surveyCount,
      from: 1,
      to: 50,
      total_page: Math.ceil(surveyCount / 50),
      number_of_page: 50,
      page: 1,
      is_simple_paginate: false,
      first_id: idsOf(body)[0],
      last_id: idsOf(body)[49],
    });
  });

  it('answers the last page partly filled and a page past the end empty', async () => {
    const lastPage = Math.ceil(surveyCount / 40);
    const last = await api.get(`/api/surveys?itemPerPage=40&page=${lastPage}`);
    expect(last.body.paging).toMatchObject({ from: (lastPage - 1) * 40 + 1, to: surveyCount, page: lastPage, total_page: lastPage });
    expect(idsOf(last.body)).toEqual(await sqlIds(`SELECT id FROM admin.surveys ORDER BY id DESC OFFSET ${(lastPage - 1) * 40}`));

    const past = await api.get(`/api/surveys?itemPerPage=40&page=${lastPage + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.paging).toMatchObject({ total: surveyCount, from: null, to: null, page: lastPage + 1 });
  });

  it('accepts itemPerPage from 1 to 1000 and refuses anything else by name', async () => {
    expect(idsOf((await api.get('/api/surveys?itemPerPage=1')).body)).toHaveLength(1);
    expect(idsOf((await api.get('/api/surveys?itemPerPage=1000')).body)).toHaveLength(surveyCount);
    for (const bad of ['0', '1001', '-5', 'ten', '2.5']) {
      const res = await api.get(`/api/surveys?itemPerPage=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ errors: { itemPerPage: [LIST_MESSAGES.pageSize(1000)] } });
    }
    for (const bad of ['0', '-1', 'x'])
      expect((await api.get(`/api/surveys?page=${bad}`)).body).toEqual({ errors: { page: [LIST_MESSAGES.page] } });
  });
});

describe('sorting', () => {
  it('sorts by a whitelisted column both ways, ties broken by id in the same direction', async () => {
    const desc = await api.get('/api/surveys?orderBy=cpi&orderDirection=desc&itemPerPage=1000');
    expect(idsOf(desc.body)).toEqual(await sqlIds('SELECT id FROM admin.surveys ORDER BY cpi DESC, id DESC'));
    const asc = await api.get('/api/surveys?orderBy=cpi&orderDirection=ASC&itemPerPage=1000');
    expect(idsOf(asc.body)).toEqual(await sqlIds('SELECT id FROM admin.surveys ORDER BY cpi ASC, id ASC'));
  });

  it('starts a new column descending and flips the default to ascending', async () => {
    expect(idsOf((await api.get('/api/surveys?orderBy=name&itemPerPage=1000')).body)).toEqual(
      await sqlIds('SELECT id FROM admin.surveys ORDER BY name DESC, id DESC'),
    );
    expect(idsOf((await api.get('/api/surveys?orderDirection=asc&itemPerPage=5')).body)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a column that is not sortable or does not exist, and a bad direction, without running SQL', async () => {
    const before = api.sql.length;
    const res = await api.get('/api/surveys?orderBy=reasons&orderDirection=sideways');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: { orderBy: [LIST_MESSAGES.cannotSort('reasons')], orderDirection: [LIST_MESSAGES.orderDirection] },
    });
    const injected = await api.get(`/api/surveys?orderBy=${encodeURIComponent('id; DROP TABLE admin.surveys')}`);
    expect(injected.status).toBe(400);
    expect(api.sql.length).toBe(before);
  });
});

describe('simple pagination (large tables)', () => {
  it('never counts: total is null and one extra row tells whether a next page exists', async () => {
    const before = api.sql.length;
    const { status, body } = await api.get('/api/clicks?itemPerPage=25');
    expect(status).toBe(200);
    const ran = api.sql.slice(before);
    expect(ran).toHaveLength(1);
    expect(ran[0]).not.toMatch(/count\(/i);
    expect(ran[0]).toMatch(/LIMIT 26 OFFSET 0/);
    expect(idsOf(body)).toEqual(await sqlIds('SELECT id FROM admin.clicks ORDER BY id DESC LIMIT 25'));
    expect(body.paging).toEqual({
      total: null,
      from: null,
      to: null,
      total_page: null,
      number_of_page: 25,
      page: 1,
      is_simple_paginate: true,
      has_more: true,
      first_id: idsOf(body)[0],
      last_id: idsOf(body)[24],
    });
  });

  it('says there is no next page on the last one, and answers empty past it', async () => {
    const lastPage = Math.ceil(clickCount / 1000);
    const last = await api.get(`/api/clicks?itemPerPage=1000&page=${lastPage}`);
    expect(rowsOf(last.body)).toHaveLength(clickCount - (lastPage - 1) * 1000);
    expect(last.body.paging).toMatchObject({ has_more: false, total: null });
    const past = await api.get(`/api/clicks?itemPerPage=1000&page=${lastPage + 1}`);
    expect(past.body.data).toEqual([]);
    expect(past.body.paging).toMatchObject({ has_more: false, page: lastPage + 1 });
  });
});

describe('time-ordered logs', () => {
  it('read a short closed date range through its date index, in the same id order', async () => {
    const query = (from: string, to: string) =>
      `/api/completes?itemPerPage=1000&filter[completed_atFrom]=${from}&filter[completed_atTo]=${to}`;
    const before = api.sql.length;
    const week = await api.get(query('2025-06-01', '2025-06-07'));
    expect(api.sql[before]).toMatch(/ORDER BY c\.id \+ 0 DESC LIMIT/);
    expect(idsOf(week.body)).toEqual(
      await sqlIds(
        `SELECT id FROM admin.completes WHERE completed_at >= '2025-06-01Z' AND completed_at < '2025-06-08Z' ORDER BY id DESC LIMIT 1000`,
      ),
    );
    const longer = api.sql.length;
    await api.get(query('2025-05-01', '2025-06-07'));
    expect(api.sql[longer]).toMatch(/ORDER BY c\.id DESC LIMIT/);
  });

  it('read a clicks window as an id range too (ids grow with the time), in id order, the same rows', async () => {
    const before = api.sql.length;
    const week = await api.get('/api/clicks?itemPerPage=1000&filter[created_atFrom]=2025-06-01&filter[created_atTo]=2025-06-07');
    const page = api.sql.slice(before).find((sql) => /LIMIT 1001 OFFSET/.test(sql));
    expect(page).toMatch(/c\.id > \$\d+::bigint\) AND \(c\.id < \$\d+::bigint/);
    expect(page).toMatch(/ORDER BY c\.id DESC LIMIT/);
    expect(idsOf(week.body)).toEqual(
      await sqlIds(
        `SELECT id FROM admin.clicks WHERE created_at >= '2025-06-01Z' AND created_at < '2025-06-08Z' ORDER BY id DESC LIMIT 1000`,
      ),
    );
  });
});

describe('filterData', () => {
  it('answers only the filter options with onlyGetFilter=1', async () => {
    const before = api.sql.length;
    const { status, body } = await api.get('/api/surveys?onlyGetFilter=1');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(api.sql.slice(before).some((s) => s.includes('FROM admin.surveys'))).toBe(false);
    const filterData = body.filterData as Record<string, Array<{ value: unknown; label: string }>>;
    expect(Object.keys(filterData).sort()).toEqual(['country_code', 'supplier_id']);
    expect(filterData.supplier_id).toContainEqual({ value: 6, label: 'Dynata (6)' });
    expect(filterData.country_code).toContainEqual({ value: 'US', label: 'United States' });
  });

  it('adds the options to the first page with initFilter=1, fixed options included', async () => {
    const { body } = await api.get('/api/users?initFilter=1&itemPerPage=3');
    expect(rowsOf(body)).toHaveLength(3);
    const filterData = body.filterData as Record<string, Array<{ value: unknown; label: string }>>;
    expect(filterData.status).toEqual([
      { value: 1, label: 'Active' },
      { value: 2, label: 'Banned' },
      { value: 3, label: 'Shadow Banned' },
      { value: 4, label: 'Review' },
      { value: 5, label: 'Shadow Review' },
      { value: 6, label: 'On Hold' },
    ]);
    expect(filterData.app_id).toContainEqual({ value: 554, label: 'EarnStar' });
    expect((await api.get('/api/users?itemPerPage=3')).body.filterData).toBeUndefined();
  });

  it('refuses a flag that is not 0 or 1', async () => {
    expect((await api.get('/api/users?initFilter=yes')).body).toEqual({ errors: { initFilter: [LIST_MESSAGES.flag] } });
  });
});

describe('search and statistics', () => {
  it('searches by id or part of the name', async () => {
    const byName = await api.get('/api/surveys?search=fitness&itemPerPage=1000');
    expect(idsOf(byName.body)).toEqual(await sqlIds(`SELECT id FROM admin.surveys WHERE name ILIKE '%fitness%' ORDER BY id DESC`));
    expect(idsOf((await api.get('/api/surveys?search=17')).body)).toContain(17);
  });

  it('sums the filtered rows into statistic_data', async () => {
    const { body } = await api.get('/api/surveys?filter[supplier_id]=6,7');
    const expected = (
      await api.db.query<{ total: string; avg: string }>(
        'SELECT coalesce(sum(revenue), 0) AS total, coalesce(round(avg(cpi), 2), 0) AS avg FROM admin.surveys WHERE supplier_id IN (6, 7)',
      )
    ).rows[0]!;
    expect(body.statistic_data).toEqual({ total_revenue: Number(expected.total), average_cpi: Number(expected.avg) });
  });
});
