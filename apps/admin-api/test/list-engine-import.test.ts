import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, LIST_MESSAGES, UPLOAD_MESSAGES } from '@bo/contract';
import { buildListEngineApi, idsOf, multipartBody, type ListEngineApi } from './list-engine-helper.ts';

let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
});
afterAll(() => api?.close());

const R = IMPORT_MESSAGES.reason;

async function upload(
  url: string,
  content: string | Buffer,
  opts: { fields?: Record<string, string>; name?: string; type?: string; adminId?: number } = {},
) {
  const { payload, contentType } = multipartBody(opts.fields ?? {}, {
    name: opts.name ?? 'data.csv',
    type: opts.type ?? 'text/csv',
    content,
  });
  const res = await api.app.inject({
    method: 'POST',
    url,
    headers: { ...api.headers(opts.adminId), 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const count = async (sql: string) => (await api.db.query<{ n: number }>(sql)).rows[0]!.n;
const snapshot = async (table: string) =>
  (await api.db.query<{ h: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`)).rows[0]!
    .h;

// An import's answer also lists what it changed (`changes`, for the preview of issue 18): matched, not equal.
describe('import (specification 01, sections 3 and 7)', () => {
  it('upserts configs by key and answers rows_updated, recording who and when', async () => {
    const csv = 'key,value,description\r\nfraud.max_clicks_per_hour,45,Raised for the summer campaign\r\nsurvey_list.page_size,25,\r\n';
    const res = await upload('/api/configs/import', csv, { fields: { 'filter[key]': '' }, adminId: 26 });
    expect(res).toMatchObject({ status: 200, body: { data: { rows_updated: 2 } } });
    const rows = await api.db.query<{ key: string; value: string; description: string | null; updated_by: number }>(
      `SELECT key, value, description, updated_by FROM admin.configs WHERE key IN ('fraud.max_clicks_per_hour', 'survey_list.page_size') ORDER BY key`,
    );
    expect(rows.rows).toEqual([
      { key: 'fraud.max_clicks_per_hour', value: '45', description: 'Raised for the summer campaign', updated_by: 26 },
      { key: 'survey_list.page_size', value: '25', description: null, updated_by: 26 },
    ]);
  });

  it('reads a file exported earlier: labels as headers, read-only columns ignored, BOM removed', async () => {
    const exported = await api.get('/api/configs/export?filter[key]=payout.min_amount_usd');
    const edited = exported.text.replace('5.00', '7.50');
    const res = await upload('/api/configs/import', edited);
    expect(res).toMatchObject({ status: 200, body: { data: { rows_updated: 1 } } });
    expect(
      (await api.db.query<{ value: string }>(`SELECT value FROM admin.configs WHERE key = 'payout.min_amount_usd'`)).rows[0]!.value,
    ).toBe('7.50');
  });

  it('upserts surveys by id: updates one, inserts one, and later ids do not collide', async () => {
    const csv = [
      'id,supplier_id,name,status,visibility,country_code,cpi,loi',
      '5,6,Renamed Survey,1,0,de,2.10,12',
      '900001,7,Brand New Survey,1,1,US,1.25,',
    ].join('\n');
    const res = await upload('/api/surveys/import', csv);
    expect(res).toMatchObject({ status: 200, body: { data: { rows_updated: 2 } } });
    const rows = await api.db.query<{
      id: number;
      name: string;
      supplier_id: number;
      country_code: string;
      cpi: string;
      loi: number | null;
    }>('SELECT id, name, supplier_id, country_code, cpi, loi FROM admin.surveys WHERE id IN (5, 900001) ORDER BY id');
    expect(rows.rows).toEqual([
      { id: 5, name: 'Renamed Survey', supplier_id: 6, country_code: 'DE', cpi: '2.10', loi: 12 },
      { id: 900001, name: 'Brand New Survey', supplier_id: 7, country_code: 'US', cpi: '1.25', loi: null },
    ]);
    const next = await api.db.query<{ id: number }>(
      `INSERT INTO admin.surveys (supplier_id, name) VALUES (6, 'Generated id') RETURNING id`,
    );
    expect(next.rows[0]!.id).toBe(900002);
  });

  it('inserts qualifications and answers rows_inserted', async () => {
    const before = await count('SELECT count(*)::int AS n FROM admin.qualifications');
    const res = await upload('/api/qualifications/import', 'survey_id,question_id,precodes\n10,3,"1,2,3"\n11,4,7\n');
    expect(res).toMatchObject({ status: 200, body: { data: { rows_inserted: 2 } } });
    expect(await count('SELECT count(*)::int AS n FROM admin.qualifications')).toBe(before + 2);
    const row = await api.db.query<{ precodes: string[] }>(
      'SELECT precodes FROM admin.qualifications WHERE survey_id = 10 AND question_id = 3 ORDER BY id DESC LIMIT 1',
    );
    expect(row.rows[0]!.precodes).toEqual(['1', '2', '3']);
  });

  it('rejects the whole file for one bad row, naming row and column, and writes nothing', async () => {
    const before = await snapshot('admin.surveys');
    const csv = [
      'id,supplier_id,name,status,visibility,country_code,cpi',
      '6,6,Fine row,1,1,US,1.00',
      '7,6,Bad price,1,1,US,cheap',
      '8,abc,,1,1,USA,-1',
      '6,6,Same id again,1,1,US,1.00',
    ].join('\n');
    const res = await upload('/api/surveys/import', csv);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: [
        IMPORT_MESSAGES.row(3, 'cpi', R.number),
        IMPORT_MESSAGES.row(4, 'supplier_id', R.wholeNumber),
        IMPORT_MESSAGES.row(4, 'name', R.required),
        IMPORT_MESSAGES.row(4, 'country_code', R.country),
        IMPORT_MESSAGES.row(4, 'cpi', R.atLeast(0)),
        IMPORT_MESSAGES.row(5, 'id', R.duplicate(2)),
      ],
    });
    expect(await snapshot('admin.surveys')).toBe(before);
  });

  it('refuses references to rows that do not exist', async () => {
    const before = await snapshot('admin.qualifications');
    const res = await upload('/api/qualifications/import', 'survey_id,question_id,precodes\n10,3,1\n999999,3,1\n10,777,2\n');
    expect(res).toEqual({
      status: 422,
      body: {
        errors: [
          IMPORT_MESSAGES.row(3, 'survey_id', R.missing('Survey', 999999)),
          IMPORT_MESSAGES.row(4, 'question_id', R.missing('Question', 777)),
        ],
      },
    });
    expect(await snapshot('admin.qualifications')).toBe(before);
  });

  it('checks the header: missing, unknown and repeated columns', async () => {
    expect((await upload('/api/configs/import', 'value\n1\n')).body).toEqual({ errors: [IMPORT_MESSAGES.missingColumn('key')] });
    expect((await upload('/api/configs/import', 'key,value,colour\na,1,red\n')).body).toEqual({
      errors: [IMPORT_MESSAGES.unknownColumn('colour')],
    });
    expect((await upload('/api/configs/import', 'key,Key,value\na,a,1\n')).body).toEqual({
      errors: [IMPORT_MESSAGES.duplicateColumn('key')],
    });
    expect((await upload('/api/configs/import', 'key,value\n')).body).toEqual({ errors: [IMPORT_MESSAGES.empty] });
    const unclosed = await upload('/api/configs/import', 'key,value\na,"never closed\n');
    expect(unclosed.status).toBe(422);
    expect((unclosed.body.errors as string[])[0]).toMatch(/^Row 2: /);
  });

  it('accepts only CSV text up to 20 MB', async () => {
    expect(await upload('/api/configs/import', 'key,value\na,1\n', { name: 'data.xlsx', type: 'application/vnd.ms-excel' })).toEqual({
      status: 400,
      body: { errors: { file: [UPLOAD_MESSAGES.fileType] } },
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]);
    expect(await upload('/api/configs/import', png, { name: 'image.csv' })).toEqual({
      status: 400,
      body: { errors: { file: [UPLOAD_MESSAGES.fileEncoding] } },
    });
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
    expect(await upload('/api/configs/import', big)).toEqual({
      status: 413,
      body: { errors: { file: [UPLOAD_MESSAGES.fileTooLarge(20)] } },
    });
    const noFile = multipartBody({ 'filter[key]': 'x' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/configs/import',
      headers: { ...api.headers(), 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(res.json()).toEqual({ errors: { file: [UPLOAD_MESSAGES.fileRequired] } });
    const json = await api.app.inject({ method: 'POST', url: '/api/configs/import', headers: api.headers(), payload: { key: 'a' } });
    expect(json.json()).toEqual({ errors: UPLOAD_MESSAGES.notMultipart });
  });

  it('checks the filters sent with the file', async () => {
    const res = await upload('/api/configs/import', 'key,value\na,1\n', { fields: { 'filter[nope]': '1' } });
    expect(res).toEqual({ status: 400, body: { errors: { 'filter[nope]': [LIST_MESSAGES.unknownFilter] } } });
  });
});

describe('file filter (POST {url}/file)', () => {
  it('searches the users whose ids the CSV lists, with the other filters and paging', async () => {
    const res = await upload('/api/users/file', 'user_id\n5\n17\n\n42\n17\n9999\n', {
      fields: { 'filter[status]': '1,2,3,4,5,6', itemPerPage: '2', page: '1' },
    });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([42, 17]);
    expect(res.body.paging).toMatchObject({ total: 3, total_page: 2, page: 1 });
  });

  it('names the row of a bad id', async () => {
    const res = await upload('/api/users/file', 'id\n5\nsix\n');
    expect(res).toEqual({ status: 400, body: { errors: { 'filter[ids]': [IMPORT_MESSAGES.unreadable(3, LIST_MESSAGES.wholeNumber)] } } });
  });
});
