import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clicksResource, LIST_MESSAGES } from '@bo/contract';
import { buildListEngineApi, type ListEngineApi } from './list-engine-helper.ts';

let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
});
afterAll(() => api?.close());

/** The CSV as rows of cells (BOM removed), header first. */
const parseCsv = (text: string): string[][] => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1).trimEnd(), { header: false }).data;
};
const pad = (n: number) => String(n).padStart(2, '0');
const ymdHis = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

describe('two-step export', () => {
  it('first answers the file name, then streams that file with the chosen columns and the filters applied', async () => {
    const first = await api.get('/api/surveys/export?filter[supplier_id]=6&orderBy=cpi&only_file_name=1');
    expect(first.status).toBe(200);
    const fileName = (first.body as { data: { file_name: string } }).data.file_name;
    expect(fileName).toMatch(/^surveys_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);

    const second = await api.get(
      `/api/surveys/export?filter[supplier_id]=6&orderBy=cpi&fields=id,name,cpi,created_at&dynamicFieldCount=0&file_name=${fileName}`,
    );
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(second.headers['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    const [header, ...rows] = parseCsv(second.text);
    expect(header).toEqual(['ID', 'Name', 'CPI', 'Created']);
    const expected = await api.db.query<{ id: number; name: string; cpi: string; created_at: Date }>(
      'SELECT id, name, cpi, created_at FROM admin.surveys WHERE supplier_id = 6 ORDER BY cpi DESC, id DESC',
    );
    expect(rows).toEqual(expected.rows.map((r) => [String(r.id), r.name, String(Number(r.cpi)), ymdHis(r.created_at)]));
  });

  it('takes the same parameters as a POST body', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/surveys/export',
      headers: api.headers(),
      payload: { filter: { id: [3, 1] }, fields: 'id,name', orderDirection: 'asc' },
    });
    expect(res.statusCode).toBe(200);
    const names = await api.db.query<{ name: string }>('SELECT name FROM admin.surveys WHERE id IN (1, 3) ORDER BY id');
    expect(parseCsv(res.body)).toEqual([
      ['ID', 'Name'],
      ['1', names.rows[0]!.name],
      ['3', names.rows[1]!.name],
    ]);
  });

  it('refuses unknown columns, bad filters and a file name that is not a plain .csv', async () => {
    expect((await api.get('/api/users/export?fields=id,password_hash')).body).toEqual({
      errors: { fields: [LIST_MESSAGES.unknownColumn('password_hash')] },
    });
    expect((await api.get('/api/users/export?filter[created_atFrom]=2025-1-1')).body).toEqual({
      errors: { 'filter[created_atFrom]': [LIST_MESSAGES.date] },
    });
    expect((await api.get('/api/users/export?file_name=../../etc/passwd')).body).toEqual({
      errors: { file_name: [LIST_MESSAGES.fileName] },
    });
    expect((await api.get('/api/admins/export')).status).toBe(404);
  });
});

describe('direct export', () => {
  it('streams every column with the definition labels as header, filtered', async () => {
    const res = await api.get('/api/clicks/export?filter[userId]=5&filter[status]=1,2');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="clicks_.+\.csv"; filename\*=UTF-8''clicks_/);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(clicksResource.columns.map((c) => c.label));
    const expected = await api.db.query<{ id: number }>(
      'SELECT id FROM admin.clicks WHERE user_id = 5 AND status IN (1, 2) ORDER BY id DESC',
    );
    expect(rows.map((r) => Number(r[0]))).toEqual(expected.rows.map((r) => Number(r.id)));
    expect(rows.every((r) => r[1] === '5')).toBe(true);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const evil = ['=HYPERLINK("http://attacker.test","x")', '+SUM(1,2)', '-2+3', '@cmd', '\tTAB', '\rCR', '=1+1\n=2+2'];
    for (const [i, value] of evil.entries()) {
      await api.db.query('INSERT INTO admin.configs (key, value, description) VALUES ($1, $2, $3)', [`evil.${i}`, value, 'plain text']);
    }
    const [header, ...rows] = parseCsv(
      (await api.get('/api/configs/export?filter[key]=evil.&fields=key,value,description&orderDirection=asc')).text,
    );
    expect(header).toEqual(['Key', 'Value', 'Description']);
    expect(rows.map((r) => r[1])).toEqual(evil.map((v) => `'${v}`));
    expect(rows.map((r) => r[2])).toEqual(evil.map(() => 'plain text'));
  });

  it('leaves plain negative numbers as numbers, and still neutralises anything more after a minus', async () => {
    const values = ['-2', '-15.50', '-0.5', '-2.', '-1e3', '- 2', '-2,5'];
    for (const [i, value] of values.entries()) {
      await api.db.query('INSERT INTO admin.configs (key, value, description) VALUES ($1, $2, $3)', [`minus.${i}`, value, value]);
    }
    const [, ...rows] = parseCsv((await api.get('/api/configs/export?filter[key]=minus.&fields=key,value&orderDirection=asc')).text);
    expect(rows.map((r) => r[1])).toEqual(['-2', '-15.50', '-0.5', "'-2.", "'-1e3", "'- 2", "'-2,5"]);
  });

  it('writes numbers, booleans, JSON and datetimes as the specification shows them', async () => {
    const [header, row] = parseCsv(
      (await api.get('/api/offer-list/export?filter[id]=7&fields=id,platforms,has_iap_data,revenue,created_at')).text,
    );
    expect(header).toEqual(['ID', 'Platforms', 'IAP', 'Revenue', 'Created']);
    const offer = (
      await api.db.query<{ platforms: string[]; has_iap_data: boolean; revenue: string; created_at: Date }>(
        'SELECT * FROM admin.offers WHERE id = 7',
      )
    ).rows[0]!;
    expect(row).toEqual([
      '7',
      JSON.stringify(offer.platforms),
      offer.has_iap_data ? '1' : '0',
      String(Number(offer.revenue)),
      ymdHis(offer.created_at),
    ]);
  });

  it('exports an empty selection as the header row alone', async () => {
    const csv = parseCsv((await api.get('/api/surveys/export?filter[id]=999999&fields=id,name')).text);
    expect(csv).toEqual([['ID', 'Name']]);
  });
});
