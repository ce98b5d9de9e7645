import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configsResource, CREATE_MESSAGES } from '@bo/contract';
import { buildListEngineApi, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
});
afterAll(() => api?.close());

const create = async (payload: unknown, adminId = 5) => {
  const res = await api.app.inject({ method: 'POST', url: configsResource.url, headers: api.headers(adminId), payload: payload as object });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const configCount = async () => Number((await api.db.query<{ n: number }>('SELECT count(*) AS n FROM admin.configs')).rows[0]!.n);

describe("POST {url}: 'Add Another' creates one row (configs)", () => {
  it('inserts the row, stamped with the admin and the time, and answers it with the success message', async () => {
    const res = await create({ key: '  e2e.welcome_bonus ', value: '150', description: '' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CREATE_MESSAGES.created('Config', 'e2e.welcome_bonus'));
    const row = res.body.data as Record<string, unknown>;
    expect(row).toMatchObject({ key: 'e2e.welcome_bonus', value: '150', description: null, updated_by: 5 });
    const stored = await api.db.query('SELECT key, value, description, updated_by FROM admin.configs WHERE id = $1', [row.id]);
    expect(stored.rows).toEqual([{ key: 'e2e.welcome_bonus', value: '150', description: null, updated_by: 5 }]);
    // The list shows it first (id descending).
    expect(rowsOf((await api.get(`${configsResource.url}?itemPerPage=1`)).body)[0]).toMatchObject({ key: 'e2e.welcome_bonus' });
  });

  it('adds another right after, one row each time', async () => {
    const before = await configCount();
    expect((await create({ key: 'e2e.second', value: 'a' })).status).toBe(201);
    expect((await create({ key: 'e2e.third', value: 'b', description: 'Third' })).status).toBe(201);
    expect(await configCount()).toBe(before + 2);
  });

  it('refuses a taken key with 422 naming the field, and writes nothing', async () => {
    const before = await configCount();
    const res = await create({ key: 'e2e.second', value: 'again' });
    expect(res).toEqual({ status: 409, body: { errors: { key: [CREATE_MESSAGES.duplicate('Config', 'key')] } } });
    expect(await configCount()).toBe(before);
    expect((await api.db.query('SELECT value FROM admin.configs WHERE key = $1', ['e2e.second'])).rows).toEqual([{ value: 'a' }]);
  });

  it("checks every field with the contract's schema: missing, blank, too long; nothing written", async () => {
    const before = await configCount();
    const missing = await create({ value: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ errors: { key: [CREATE_MESSAGES.required('Key')] } });
    const blank = await create({ key: '   ', value: '' });
    expect(blank.body).toEqual({ errors: { key: [CREATE_MESSAGES.required('Key')], value: [CREATE_MESSAGES.required('Value')] } });
    const long = await create({ key: 'k'.repeat(101), value: 'x', description: 'd'.repeat(256) });
    expect(long.body).toEqual({
      errors: { key: [CREATE_MESSAGES.tooLong('Key', 100)], description: [CREATE_MESSAGES.tooLong('Description', 255)] },
    });
    expect(await configCount()).toBe(before);
  });
});
