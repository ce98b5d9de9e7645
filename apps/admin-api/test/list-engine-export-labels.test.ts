import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enumLabel } from '@bo/contract';
import { buildListEngineApi, type ListEngineApi } from './list-engine-helper.ts';

/** Issue 19: a coded column's export cell is the label its table cell shows, on both export paths. */
let copyApi: ListEngineApi;
let cursorApi: ListEngineApi;

beforeAll(async () => {
  copyApi = await buildListEngineApi();
  cursorApi = await buildListEngineApi(undefined, { withCopy: false });
});
afterAll(async () => {
  await copyApi?.close();
  await cursorApi?.close();
});

const rowsOf = (text: string): string[][] => Papa.parse<string[]>(text.slice(1).trimEnd(), { header: false }).data;

const URL = '/api/users/export?filter[id]=1,2,3,4,5,6,7,8,9,10&fields=id,status,balance&orderDirection=asc';

/** The users' statuses as their labels and balances divided by 100, read from the rows. */
async function expectedRows(api: ListEngineApi): Promise<string[][]> {
  const { rows } = await api.db.query<{ id: number; status: number; balance: string }>(
    'SELECT id, status, balance FROM admin.users WHERE id <= 10 ORDER BY id',
  );
  return rows.map((r) => [String(r.id), enumLabel('userStatus', r.status)!, String(Number(r.balance) / 100)]);
}

describe('export writes the labels the screen shows', () => {
  it('COPY path: user status names, not their codes; the balance divided by 100', async () => {
    const res = await copyApi.get(URL);
    expect(res.status).toBe(200);
    expect(copyApi.sql.some((s) => s.startsWith('SELECT') && s.includes("THEN 'Shadow Banned'"))).toBe(true);
    const [header, ...rows] = rowsOf(res.text);
    expect(header).toEqual(['ID', 'Status', 'Balance']);
    expect(rows.map((r) => [r[0], r[1], String(Number(r[2]))])).toEqual(await expectedRows(copyApi));
    expect(rows.some((r) => r[1] === 'Active')).toBe(true);
  });

  it('cursor path: the same cells', async () => {
    const res = await cursorApi.get(URL);
    expect(res.status).toBe(200);
    const [header, ...rows] = rowsOf(res.text);
    expect(header).toEqual(['ID', 'Status', 'Balance']);
    expect(rows.map((r) => [r[0], r[1], String(Number(r[2]))])).toEqual(await expectedRows(cursorApi));
    expect(rowsOf((await copyApi.get(URL)).text)).toEqual([header, ...rows]);
  });
});
