import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '@bo/contract';
import { buildListEngineApi, idsOf, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
});
afterAll(() => api?.close());

const sqlIds = async (sql: string, params: unknown[] = []) =>
  (await api.db.query<{ id: number }>(sql, params)).rows.map((r) => Number(r.id));
const q = (params: Record<string, string>) => new URLSearchParams({ itemPerPage: '1000', ...params }).toString();

describe('every filter kind reads the registry SQL with the value as a parameter', () => {
  it('equality', async () => {
    const hash = (await api.db.query<{ hash: string }>('SELECT hash FROM admin.users WHERE id = 42')).rows[0]!.hash;
    expect(idsOf((await api.get(`/api/users?${q({ 'filter[hash]': hash })}`)).body)).toEqual([42]);
    const buyer = (
      await api.db.query<{ b: number }>('SELECT supplier_buyer_id AS b FROM admin.surveys WHERE supplier_buyer_id IS NOT NULL LIMIT 1')
    ).rows[0]!.b;
    expect(idsOf((await api.get(`/api/surveys?${q({ 'filter[supplier_buyer_id]': String(buyer) })}`)).body)).toEqual(
      await sqlIds('SELECT id FROM admin.surveys WHERE supplier_buyer_id = $1 ORDER BY id DESC', [buyer]),
    );
  });

  it('comma-joined list, and the quick links filter[userId]', async () => {
    expect(idsOf((await api.get(`/api/surveys?${q({ 'filter[id]': '3, 1,2,,3' })}`)).body)).toEqual([3, 2, 1]);
    const clicks = await api.get(`/api/clicks?${q({ 'filter[userId]': '5,6' })}`);
    expect(idsOf(clicks.body)).toEqual(await sqlIds('SELECT id FROM admin.clicks WHERE user_id IN (5, 6) ORDER BY id DESC'));
    expect(rowsOf(clicks.body).every((r) => r.user_id === 5 || r.user_id === 6)).toBe(true);
  });

  it('text: part of the value, any case, wildcards taken literally', async () => {
    expect(idsOf((await api.get(`/api/surveys?${q({ 'filter[name]': 'FITNESS pulse' })}`)).body)).toEqual(
      await sqlIds(`SELECT id FROM admin.surveys WHERE name ILIKE '%fitness pulse%' ORDER BY id DESC`),
    );
    expect(rowsOf((await api.get(`/api/surveys?${q({ 'filter[name]': '%' })}`)).body)).toEqual([]);
    expect(rowsOf((await api.get(`/api/surveys?${q({ 'filter[name]': "x' OR '1'='1" })}`)).body)).toEqual([]);
  });

  it('from/to range, either end optional, To included', async () => {
    const both = await api.get(`/api/surveys?${q({ 'filter[cpiFrom]': '1.5', 'filter[cpiTo]': '2.25' })}`);
    expect(idsOf(both.body)).toEqual(await sqlIds('SELECT id FROM admin.surveys WHERE cpi >= 1.5 AND cpi <= 2.25 ORDER BY id DESC'));
    const from = await api.get(`/api/surveys?${q({ 'filter[cpiFrom]': '4' })}`);
    expect(idsOf(from.body)).toEqual(await sqlIds('SELECT id FROM admin.surveys WHERE cpi >= 4 ORDER BY id DESC'));
  });

  it('date range in UTC days, the To day included', async () => {
    const res = await api.get(`/api/clicks?${q({ 'filter[created_atFrom]': '2025-06-01', 'filter[created_atTo]': '2025-06-03' })}`);
    const expected = await sqlIds(
      `SELECT id FROM admin.clicks WHERE created_at >= '2025-06-01T00:00:00Z' AND created_at < '2025-06-04T00:00:00Z' ORDER BY id DESC`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(res.body)).toEqual(expected);
    const oneDay = await api.get(`/api/clicks?${q({ 'filter[created_atFrom]': '2025-06-03', 'filter[created_atTo]': '2025-06-03' })}`);
    expect(rowsOf(oneDay.body).every((r) => String(r.created_at).startsWith('2025-06-03'))).toBe(true);
  });

  it('month (YYYY-MM)', async () => {
    const res = await api.get(`/api/payments?${q({ 'filter[month]': '2025-05' })}`);
    const expected = await sqlIds(
      `SELECT id FROM admin.payments WHERE created_at >= '2025-05-01Z' AND created_at < '2025-06-01Z' ORDER BY id DESC`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(res.body)).toEqual(expected);
  });

  it('select and multi-select, checked against their options', async () => {
    const legacy = await api.get(`/api/suppliers?${q({ 'filter[status]': '0' })}`);
    expect(idsOf(legacy.body)).toEqual(await sqlIds('SELECT id FROM admin.suppliers WHERE status = 0 ORDER BY id DESC'));
    expect(idsOf(legacy.body)).toContain(24);
    const banned = await api.get(`/api/users?${q({ 'filter[status]': '2,3' })}`);
    expect(idsOf(banned.body)).toEqual(await sqlIds('SELECT id FROM admin.users WHERE status IN (2, 3) ORDER BY id DESC'));
    const countries = await api.get(`/api/users?${q({ 'filter[country_code]': 'us,gb' })}`);
    expect(idsOf(countries.body)).toEqual(await sqlIds(`SELECT id FROM admin.users WHERE country_code IN ('US', 'GB') ORDER BY id DESC`));
  });

  it('tags: offers sharing any of the values', async () => {
    const res = await api.get(`/api/offer-list?${q({ 'filter[platforms]': 'ios,web', 'filter[country_list]': 'DE' })}`);
    expect(idsOf(res.body)).toEqual(
      await sqlIds(`SELECT id FROM admin.offers WHERE platforms && ARRAY['ios', 'web'] AND country_list && ARRAY['DE'] ORDER BY id DESC`),
    );
  });

  it('yes/no selects over boolean columns, and IP equality', async () => {
    const hidden = await api.get(`/api/offer-events?${q({ 'filter[is_hidden]': '1' })}`);
    expect(idsOf(hidden.body)).toEqual(await sqlIds('SELECT id FROM admin.offer_events WHERE is_hidden ORDER BY id DESC LIMIT 1000'));
    const ip = (await api.db.query<{ ip: string }>('SELECT host(ip) AS ip FROM admin.clicks WHERE id = 77')).rows[0]!.ip;
    const byIp = await api.get(`/api/clicks?${q({ 'filter[ip]': ip })}`);
    expect(idsOf(byIp.body)).toContain(77);
    expect(rowsOf(byIp.body).every((r) => r.ip === ip)).toBe(true);
  });

  it('combines filters with AND and ignores empty values', async () => {
    const res = await api.get(
      `/api/clicks?${q({ 'filter[status]': '1', 'filter[surveyId]': '12', 'filter[response_status]': '', 'filter[created_atFrom]': '' })}`,
    );
    expect(idsOf(res.body)).toEqual(await sqlIds('SELECT id FROM admin.clicks WHERE status = 1 AND survey_id = 12 ORDER BY id DESC'));
  });
});

describe('bad filter values answer 400 naming the filter, never a 500 or SQL', () => {
  const cases: Array<[string, Record<string, string>, Record<string, string[]>]> = [
    ['/api/clicks', { 'filter[created_atFrom]': '2025-02-30' }, { 'filter[created_atFrom]': [LIST_MESSAGES.date] }],
    ['/api/clicks', { 'filter[created_atTo]': 'yesterday' }, { 'filter[created_atTo]': [LIST_MESSAGES.date] }],
    [
      '/api/clicks',
      { 'filter[created_atFrom]': '2025-06-03', 'filter[created_atTo]': '2025-06-01' },
      { 'filter[created_atTo]': [LIST_MESSAGES.dateOrder] },
    ],
    ['/api/surveys', { 'filter[cpiFrom]': '3', 'filter[cpiTo]': '1' }, { 'filter[cpiTo]': [LIST_MESSAGES.rangeOrder] }],
    ['/api/surveys', { 'filter[cpiFrom]': '1,5' }, { 'filter[cpiFrom]': [LIST_MESSAGES.number] }],
    ['/api/surveys', { 'filter[id]': '1,two,3' }, { 'filter[id]': [LIST_MESSAGES.wholeNumbers] }],
    ['/api/surveys', { 'filter[supplier_buyer_id]': '1 OR 1=1' }, { 'filter[supplier_buyer_id]': [LIST_MESSAGES.wholeNumber] }],
    ['/api/surveys', { 'filter[id]': '99999999999999999999' }, { 'filter[id]': [LIST_MESSAGES.wholeNumbers] }],
    ['/api/users', { 'filter[country_code]': 'USA' }, { 'filter[country_code]': [LIST_MESSAGES.countries] }],
    ['/api/users', { 'filter[status]': '9' }, { 'filter[status]': [LIST_MESSAGES.oneOf([1, 2, 3, 4, 5, 6])] }],
    ['/api/suppliers', { 'filter[status]': '2' }, { 'filter[status]': [LIST_MESSAGES.oneOf([1, 0])] }],
    ['/api/clicks', { 'filter[ip]': '999.1.1.1' }, { 'filter[ip]': [LIST_MESSAGES.ip] }],
    ['/api/payments', { 'filter[month]': '2025-13' }, { 'filter[month]': [LIST_MESSAGES.month] }],
    ['/api/surveys', { 'filter[name]': 'x'.repeat(256) }, { 'filter[name]': [LIST_MESSAGES.tooLong(255)] }],
    [
      '/api/surveys',
      { 'filter[id]': Array.from({ length: 1001 }, (_, i) => i + 1).join(',') },
      { 'filter[id]': [LIST_MESSAGES.tooMany(1000)] },
    ],
    ['/api/surveys', { 'filter[password]': 'x' }, { 'filter[password]': [LIST_MESSAGES.unknownFilter] }],
    ['/api/surveys', { 'filter[cpi]': '2' }, { 'filter[cpi]': [LIST_MESSAGES.unknownFilter] }],
  ];

  for (const [path, params, errors] of cases) {
    it(`${path} ${Object.keys(params).join(' ')} = ${Object.values(params)[0]!.slice(0, 30)}`, async () => {
      const before = api.sql.length;
      const res = await api.get(`${path}?${new URLSearchParams(params).toString()}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors });
      expect(api.sql.length).toBe(before);
    });
  }

  it('reports every bad parameter at once', async () => {
    const res = await api.get('/api/surveys?page=0&filter[created_atFrom]=01.06.2025&filter[cpiTo]=cheap');
    expect(res.body).toEqual({
      errors: { page: [LIST_MESSAGES.page], 'filter[created_atFrom]': [LIST_MESSAGES.date], 'filter[cpiTo]': [LIST_MESSAGES.number] },
    });
  });

  it('leaves the tables intact whatever the text', async () => {
    await api.get(`/api/surveys?${q({ 'filter[name]': "'; DROP TABLE admin.surveys; --", search: '1); DELETE FROM admin.surveys; --' })}`);
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.surveys')).rows[0]!.n).toBeGreaterThan(0);
  });
});
