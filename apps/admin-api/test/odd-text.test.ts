import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, resources, TEXT_MESSAGES } from '@bo/contract';
import { buildListEngineApi, type ListEngineApi } from './list-engine-helper.ts';

/** Issue 14, item 3: odd text gets a 4xx, never a 500, on every list endpoint and in bodies. */
let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
});
afterAll(() => api?.close());

/** Every list URL with a NUL in one text filter or in the free search, and an IPv6 zone id in each IP filter. */
const oddLists: Array<[string, string]> = resources.flatMap((def) => [
  ...def.filters
    .filter((f) => f.kind === 'text' || f.kind === 'tags' || ((f.kind === 'equality' || f.kind === 'list') && f.valueType === 'text'))
    .map((f): [string, string] => [def.name, `${def.url}?filter[${f.key}]=a%00b`]),
  ...(def.search ? [[def.name, `${def.url}?search=%00`] as [string, string]] : []),
  ...def.filters.filter((f) => f.valueType === 'ip').map((f): [string, string] => [def.name, `${def.url}?filter[${f.key}]=fe80::1%25eth0`]),
  // The remote searches of its multi-selects.
  ...def.filters.filter((f) => f.searchUrl).map((f): [string, string] => [def.name, `${f.searchUrl}?search=%00&itemPerPage=20`]),
]);

describe('odd text on the list endpoints', () => {
  it('covers the text filters and searches of every list endpoint', () => {
    const endpoints = new Set(oddLists.map(([, url]) => url.split('?')[0]));
    console.log(`odd text: ${oddLists.length} requests to ${endpoints.size} list endpoints`);
    expect(endpoints.size).toBeGreaterThanOrEqual(16);
    expect(endpoints).toContain('/api/suppliers');
  });

  it.each(oddLists)('%s: %s answers 4xx { errors }', async (_name, url) => {
    const res = await api.get(url);
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.body).toHaveProperty('errors');
  });

  it('names the text rule for a NUL in a filter', async () => {
    const res = await api.get('/api/suppliers?filter[name]=%00');
    expect(res).toMatchObject({ status: 400, body: { errors: { 'filter[name]': [TEXT_MESSAGES.invalid] } } });
  });
});

describe('odd text in bodies', () => {
  const post = (url: string, payload: string) =>
    api.app.inject({ method: 'POST', url, headers: { ...api.headers(), 'content-type': 'application/json' }, payload });

  it('refuses a NUL or a lone surrogate in a body (configs, admin logs) with 400', async () => {
    for (const [url, payload] of [
      ['/api/configs', '{"name":"a\\u0000b","value":"1"}'],
      ['/api/configs', '{"name":"\\ud800","value":"1"}'],
      ['/api/admin-logs', '{"type":"action","action":"filter_search","request_url":"/surveys","data":{"q":"\\u0000"}}'],
      ['/api/admin-logs', '{"type":"action","action":"filter_search","request_url":"/surveys","data":{"\\udc00":1}}'],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${payload}`).toBe(400);
      expect(Object.values(res.json().errors as Record<string, string[]>)).toEqual([[TEXT_MESSAGES.invalid]]);
    }
  });

  it('refuses JSON nested thousands deep, and past the contract depth, with 400', async () => {
    for (const depth of [5_000, JSON_MAX_DEPTH + 1]) {
      const nested = '['.repeat(depth) + ']'.repeat(depth);
      const res = await post('/api/admin-logs', `{"type":"action","action":"filter_search","request_url":"/surveys","data":${nested}}`);
      expect(res.statusCode, `depth ${depth}`).toBe(400);
      expect(Object.values(res.json().errors as Record<string, string[]>)).toEqual([[TEXT_MESSAGES.tooDeep(JSON_MAX_DEPTH)]]);
    }
  });
});
