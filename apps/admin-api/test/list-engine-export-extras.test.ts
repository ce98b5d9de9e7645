import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enumLabel, IMPORT_MESSAGES, LIST_MESSAGES, qualificationsResource, UPLOAD_MESSAGES, usersResource } from '@bo/contract';
import { buildListEngineApi, multipartBody, type ListEngineApi } from './list-engine-helper.ts';

let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
});
afterAll(() => api?.close());

const parseCsv = (text: string): string[][] => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1).trimEnd(), { header: false }).data;
};

/** POST url as multipart: the search fields plus a CSV of user ids (the users' file filter). */
async function postWithIds(url: string, ids: string, fields: Record<string, string> = {}) {
  const { payload, contentType } = multipartBody(fields, { field: 'ids', name: 'ids.csv', type: 'text/csv', content: ids });
  const res = await api.app.inject({ method: 'POST', url, headers: { ...api.headers(), 'content-type': contentType }, payload });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, headers: res.headers, text: res.body, body: json ? (res.json() as Record<string, unknown>) : {} };
}

describe('export with a file filter (the ids file travels with each export call)', () => {
  it('two-step: the name first, then exactly the users of the file that match the other filters', async () => {
    const first = await postWithIds('/api/users/export', 'user_id\n5\n17\n42\n', { only_file_name: '1' });
    expect(first.status).toBe(200);
    const fileName = (first.body as { data: { file_name: string } }).data.file_name;
    expect(fileName).toMatch(/^users_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);

    const status = (await api.db.query<{ status: number }>('SELECT status FROM admin.users WHERE id = 17')).rows[0]!.status;
    const second = await postWithIds('/api/users/export', 'user_id\n5\n17\n42\n', {
      'filter[status]': String(status),
      fields: 'id,status',
      orderDirection: 'asc',
      dynamicFieldCount: '0',
      file_name: fileName,
    });
    expect(second.status).toBe(200);
    expect(second.headers['content-disposition']).toContain(`filename="${fileName}"`);
    const expected = await api.db.query<{ id: number }>('SELECT id FROM admin.users WHERE id IN (5, 17, 42) AND status = $1 ORDER BY id', [
      status,
    ]);
    // The status as its label, as the table shows it (issue 19).
    expect(parseCsv(second.text)).toEqual([
      ['ID', 'Status'],
      ...expected.rows.map((r) => [String(r.id), enumLabel('userStatus', status)!]),
    ]);
  });

  it('direct exportUrl: one call with the filters and the file, saved as {exportName}.csv', async () => {
    expect(usersResource.exportUrl).toBe('/api/users/download');
    const res = await postWithIds(usersResource.exportUrl!, 'id\n3\n7\n11\n', { 'filter[email]': '@' });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users.csv"; filename*=UTF-8''users.csv`);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(usersResource.columns.map((c) => c.label));
    const expected = await api.db.query<{ id: number }>(
      `SELECT id FROM admin.users WHERE id IN (3, 7, 11) AND email ILIKE '%@%' ORDER BY id DESC`,
    );
    expect(rows.map((r) => Number(r[0]))).toEqual(expected.rows.map((r) => Number(r.id)));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('direct exportUrl without a file takes the query, like the search', async () => {
    const res = await api.get(`${usersResource.exportUrl!}?filter[id]=3,7&fields=id`);
    expect(res.status).toBe(200);
    expect(parseCsv(res.text)).toEqual([['ID'], ['7'], ['3']]);
  });

  it('refuses a bad ids file, a missing file, and a file for a table without file filter; nothing streams', async () => {
    const bad = await postWithIds('/api/users/export', 'id\n5\nsix\n');
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { 'filter[ids]': [IMPORT_MESSAGES.unreadable(3, LIST_MESSAGES.wholeNumber)] } },
    });
    const direct = await postWithIds('/api/users/download', 'id\nseven\n');
    expect(direct.status).toBe(400);
    const noFile = multipartBody({ only_file_name: '1' });
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/users/export',
      headers: { ...api.headers(), 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(missing.json()).toEqual({ errors: { file: [UPLOAD_MESSAGES.fileRequired] } });
    const surveys = await postWithIds('/api/surveys/export', 'id\n1\n');
    expect(surveys).toMatchObject({ status: 400, body: { errors: UPLOAD_MESSAGES.noFileFilter } });
  });
});

describe('dynamicFieldCount: the numbered columns of a list column (qualifications precodes)', () => {
  const longest = async () =>
    Number((await api.db.query<{ n: number }>('SELECT coalesce(max(cardinality(precodes)), 0) AS n FROM admin.qualifications')).rows[0]!.n);

  it('the list answers the longest list as a statistic and, when asked, rows carry precodes_1..N', async () => {
    const n = await longest();
    expect(n).toBeGreaterThan(1);
    const plain = await api.get('/api/qualifications?itemPerPage=5');
    expect(plain.body.statistic_data).toEqual({ most_precodes: n });
    expect(Object.keys((plain.body.data as Record<string, unknown>[])[0]!)).not.toContain('precodes_1');

    const res = await api.get(`/api/qualifications?itemPerPage=1000&dynamicFieldCount=${n}`);
    expect(res.status).toBe(200);
    for (const row of res.body.data as Array<Record<string, unknown>>) {
      const precodes = row.precodes as string[];
      for (let i = 1; i <= n; i++) expect(row[`precodes_${i}`], `row ${String(row.id)} precode ${i}`).toBe(precodes[i - 1] ?? null);
    }
  });

  it('the export appends Precode 1..N after the fields, empty past the end of a shorter list', async () => {
    const n = await longest();
    const res = await api.get(`/api/qualifications/export?fields=id,precodes&orderDirection=asc&dynamicFieldCount=${n}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['ID', 'Precodes', ...Array.from({ length: n }, (_, i) => `Precode ${i + 1}`)]);
    const expected = await api.db.query<{ id: number; precodes: string[] }>('SELECT id, precodes FROM admin.qualifications ORDER BY id');
    expect(rows).toEqual(
      expected.rows.map((r) => [String(r.id), JSON.stringify(r.precodes), ...Array.from({ length: n }, (_, i) => r.precodes[i] ?? '')]),
    );
  });

  it('refuses a count above the definition maximum, and any count on a table without dynamic columns', async () => {
    const max = qualificationsResource.dynamicFields!.max;
    expect((await api.get(`/api/qualifications?dynamicFieldCount=${max + 1}`)).body).toEqual({
      errors: { dynamicFieldCount: [LIST_MESSAGES.dynamicFieldCount(max)] },
    });
    expect((await api.get('/api/qualifications/export?dynamicFieldCount=-1')).status).toBe(400);
    expect((await api.get('/api/surveys/export?dynamicFieldCount=2')).body).toEqual({
      errors: { dynamicFieldCount: [LIST_MESSAGES.dynamicFieldCount(0)] },
    });
    // 0 is "no dynamic columns": accepted everywhere (the SPA sends it for every export).
    expect((await api.get('/api/surveys/export?dynamicFieldCount=0&filter[id]=1&fields=id')).status).toBe(200);
  });
});
