import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_DEFAULTS, LIST_MESSAGES, OPTION_SEARCH_MAX_ITEMS, OPTION_SEARCHES } from '@bo/contract';
import { buildListEngineApi, idsOf, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
});
afterAll(() => api?.close());

type Option = { value: number; label: string };
const search = async (url: string, params: Record<string, string>) => {
  const res = await api.get(`${url}?${new URLSearchParams(params).toString()}`);
  return { status: res.status, body: res.body, options: res.body.data as Option[] };
};
const surveys = OPTION_SEARCHES.surveys.url;
const users = OPTION_SEARCHES.users.url;

describe('GET {searchUrl}: the multi-selects remote option search (specification 01, 7)', () => {
  it('matches part of a survey name, any case, newest first, at most itemPerPage options', async () => {
    const name = (await api.db.query<{ name: string }>('SELECT name FROM admin.surveys ORDER BY id LIMIT 1')).rows[0]!.name;
    const part = name.split(' ')[0]!.toUpperCase();
    const expected = (
      await api.db.query<{ id: number; name: string }>(`SELECT id, name FROM admin.surveys WHERE name ILIKE $1 ORDER BY id DESC LIMIT 20`, [
        `%${part}%`,
      ])
    ).rows;
    expect(expected.length).toBeGreaterThan(0);
    const { status, options } = await search(surveys, { search: part, itemPerPage: String(LIST_DEFAULTS.searchPageSize) });
    expect(status).toBe(200);
    expect(options).toEqual(expected.map((r) => ({ value: Number(r.id), label: `${r.id} · ${r.name}` })));
  });

  it('puts the survey whose id was typed first, and lists the newest 20 for an empty search', async () => {
    const { options } = await search(surveys, { search: '7', itemPerPage: '20' });
    expect(options[0]?.value).toBe(7);
    const newest = await search(surveys, { search: '' });
    const ids = (await api.db.query<{ id: number }>('SELECT id FROM admin.surveys ORDER BY id DESC LIMIT 20')).rows.map((r) =>
      Number(r.id),
    );
    expect(newest.options.map((o) => o.value)).toEqual(ids);
  });

  it('takes wildcards literally', async () => {
    expect((await search(surveys, { search: '%' })).options).toEqual([]);
    expect((await search(surveys, { search: "x' OR '1'='1" })).options).toEqual([]);
  });

  it('finds users by id, part of the e-mail or the hash', async () => {
    const user = (
      await api.db.query<{ id: number; email: string; hash: string }>(
        'SELECT id, email, hash FROM admin.users WHERE email IS NOT NULL ORDER BY id LIMIT 1',
      )
    ).rows[0]!;
    const local = user.email.split('@')[0]!;
    expect((await search(users, { search: local })).options.map((o) => o.value)).toContain(Number(user.id));
    expect((await search(users, { search: user.hash })).options).toEqual([{ value: Number(user.id), label: `${user.id} · ${user.email}` }]);
    expect((await search(users, { search: String(user.id) })).options[0]?.value).toBe(Number(user.id));
  });

  it('refuses a bad page size or an overlong text with 400 and the message', async () => {
    const tooMany = await search(surveys, { search: 'a', itemPerPage: String(OPTION_SEARCH_MAX_ITEMS + 1) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ errors: { itemPerPage: [LIST_MESSAGES.pageSize(OPTION_SEARCH_MAX_ITEMS)] } });
    expect((await search(surveys, { itemPerPage: 'ten' })).status).toBe(400);
    const long = await search(surveys, { search: 'x'.repeat(LIST_DEFAULTS.maxTextLength + 1) });
    expect(long.body).toEqual({ errors: { search: [LIST_MESSAGES.tooLong(LIST_DEFAULTS.maxTextLength)] } });
  });

  it('answers the labels of given ids (a shared URL), the same labels a search gives, unknown ids left out', async () => {
    const rows = (await api.db.query<{ id: number; name: string }>('SELECT id, name FROM admin.surveys ORDER BY id LIMIT 2')).rows;
    const [a, b] = rows.map((r) => Number(r.id));
    const { status, options } = await search(surveys, { ids: `${b},${a},${b},999999999` });
    expect(status).toBe(200);
    expect(options).toEqual(rows.map((r) => ({ value: Number(r.id), label: `${r.id} · ${r.name}` })));
    expect((await search(surveys, { search: String(a) })).options[0]).toEqual(options[0]);
    const user = (
      await api.db.query<{ id: number; email: string }>('SELECT id, email FROM admin.users WHERE email IS NOT NULL ORDER BY id LIMIT 1')
    ).rows[0]!;
    expect((await search(users, { ids: String(user.id), search: 'ignored' })).options).toEqual([
      { value: Number(user.id), label: `${user.id} · ${user.email}` },
    ]);
    expect((await search(users, { ids: '' })).options).toEqual([]);
  });

  it('refuses ids that are not whole numbers, or too many, with 400 and the message', async () => {
    for (const ids of ['1,x', '1;2', '-3', '1) OR (1=1', '1,,2']) {
      const bad = await search(surveys, { ids });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ errors: { ids: [LIST_MESSAGES.wholeNumbers] } });
    }
    const many = Array.from({ length: OPTION_SEARCH_MAX_ITEMS + 1 }, (_, i) => i + 1).join(',');
    const tooMany = await search(users, { ids: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ errors: { ids: [LIST_MESSAGES.tooMany(OPTION_SEARCH_MAX_ITEMS)] } });
    const most = Array.from({ length: OPTION_SEARCH_MAX_ITEMS }, (_, i) => i + 1).join(',');
    expect((await search(users, { ids: most })).status).toBe(200);
  });

  it('feeds the searched filters: clicks and completes by two surveys, completes by user', async () => {
    const [a, b] = (await search(surveys, { search: '' })).options.slice(2, 4).map((o) => o.value);
    const clicks = await api.get(`/api/clicks?itemPerPage=1000&filter[surveyId]=${a},${b}`);
    expect(clicks.status).toBe(200);
    const expected = (
      await api.db.query<{ id: number }>('SELECT id FROM admin.clicks WHERE survey_id = ANY($1) ORDER BY id DESC LIMIT 1000', [[a, b]])
    ).rows.map((r) => Number(r.id));
    expect(idsOf(clicks.body)).toEqual(expected);
    const completes = await api.get(`/api/completes?itemPerPage=1000&filter[surveyId]=${a},${b}`);
    expect(rowsOf(completes.body).every((r) => r.survey_id === a || r.survey_id === b)).toBe(true);
    const byUser = await api.get('/api/completes?itemPerPage=1000&filter[userId]=5');
    expect(rowsOf(byUser.body).every((r) => r.user_id === 5)).toBe(true);
    expect((await api.get('/api/completes?filter[userId]=five')).status).toBe(400);
  });
});
