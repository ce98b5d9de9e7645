import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, resources, ZListResponse } from '@bo/contract';
import { assertServerResources } from '../src/list-engine/check.ts';
import { serverResources } from '../src/resources/index.ts';
import { IMPORT_REFERENCES } from '../src/resources/references.ts';
import { buildListEngineApi, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

/** One suite for the list-page contract, run against every table screen of the registry. */
let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
  // Some screens list what other areas write: give the admin log a few rows.
  await api.db.query(
    `INSERT INTO admin.admin_logs (admin_id, type, request_url) SELECT 1, 'page_view', '/surveys?page=' || g FROM generate_series(1, 5) g`,
  );
});
afterAll(() => api?.close());

it('the SQL side covers every resource of the contract', () => {
  expect(() => assertServerResources(serverResources, resources, IMPORT_REFERENCES)).not.toThrow();
  expect(serverResources.map((r) => r.def.name).sort()).toEqual(resources.map((r) => r.name).sort());
});

/** How many rows the resource's source holds (other areas' tables may be empty in this demo). */
const sourceRows = async (name: string) => {
  const resource = serverResources.find((r) => r.def.name === name)!;
  return (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${resource.from}`)).rows[0]!.n;
};

/** The answer schema a resource's list call carries in the catalogue (what /api/openapi.json says of its rows). */
const listAnswer = (name: string) => apiCalls.find((c) => c.name === `${name}.list`)!.answer!;

describe.each(resources.map((r) => [r.name, r] as const))('%s', (name, def) => {
  it('answers the list response with exactly the defined columns', async () => {
    const { status, body } = await api.get(`${def.url}?itemPerPage=5`);
    expect(status).toBe(200);
    expect(ZListResponse.safeParse(body).success).toBe(true);
    const rows = rowsOf(body);
    expect(rows.length).toBe(Math.min(5, await sourceRows(name)));
    for (const row of rows) expect(Object.keys(row)).toEqual(def.columns.map((c) => c.key));
    expect((body.paging as { is_simple_paginate: boolean }).is_simple_paginate).toBe(def.simplePaginate);
    expect(body.paging).toMatchObject({ number_of_page: 5, page: 1 });
    if (def.simplePaginate) expect((body.paging as { total: unknown }).total).toBeNull();
  });

  it("answers rows its contract call's row schema describes, cell by cell (issue 20)", async () => {
    const { status, body } = await api.get(`${def.url}?itemPerPage=100`);
    expect(status).toBe(200);
    const parsed = listAnswer(name).safeParse(body);
    expect(parsed.error?.issues.slice(0, 3) ?? [], 'the cells of a column whose type lies').toEqual([]);
  });

  it('supplies the options of every select-like filter on the first request', async () => {
    const { body } = await api.get(`${def.url}?onlyGetFilter=1`);
    const expected = def.filters.filter((f) => f.optionsFrom !== undefined).map((f) => f.key);
    expect(Object.keys(body.filterData as object).sort()).toEqual(expected.sort());
    for (const f of def.filters)
      if (Array.isArray(f.optionsFrom)) expect((body.filterData as Record<string, unknown[]>)[f.key]).toEqual(f.optionsFrom);
  });

  it('sorts by every sortable column, both ways', async () => {
    for (const column of def.columns.filter((c) => c.sortable)) {
      for (const dir of ['asc', 'desc']) {
        const res = await api.get(`${def.url}?orderBy=${column.key}&orderDirection=${dir}&itemPerPage=3`);
        expect(res.status, `${column.key} ${dir}`).toBe(200);
      }
    }
  });

  it('accepts an empty value for every filter', async () => {
    const params = new URLSearchParams();
    for (const f of def.filters) {
      if (f.kind === 'range' || f.kind === 'dateRange') {
        params.set(`filter[${f.key}From]`, '');
        params.set(`filter[${f.key}To]`, '');
      } else params.set(`filter[${f.key}]`, '');
    }
    expect((await api.get(`${def.url}?${params.toString()}`)).status).toBe(200);
  });

  if (def.exportable) {
    it('exports a CSV whose header is the column labels', async () => {
      const res = await api.get(`${def.url}/export?itemPerPage=5`);
      expect(res.status).toBe(200);
      const [header] = Papa.parse<string[]>(res.text.slice(1), { header: false, preview: 1 }).data;
      expect(header).toEqual(def.columns.map((c) => c.label));
    });
  } else {
    it('has no export', async () => {
      expect((await api.get(`${def.url}/export`)).status).toBe(404);
    });
  }
});
