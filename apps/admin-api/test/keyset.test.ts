import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListEngineApi, idsOf, type ListEngineApi } from './list-engine-helper.ts';

/**
 * Keyset pages (issue 25): stepping from a page to the next or previous one with its boundary id gives
 * the very rows the page number gives by OFFSET, on the same data; the answer carries the boundary ids.
 */
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi();
}, 180_000);
afterAll(async () => {
  await api?.close();
});

type Boundaries = { first_id?: number; last_id?: number; has_more?: boolean; from?: number | null };
const pagingOf = (body: Record<string, unknown>) => body.paging as Boundaries;

/** Pages 1 to `pages` stepped forwards with `after`, then back with `before`, each against its OFFSET page. */
async function walk(base: string, pages: number) {
  const offsetPage = async (page: number) => (await api.get(`${base}&page=${page}`)).body;
  let shown = await offsetPage(1);
  for (let page = 2; page <= pages; page++) {
    const next = await api.get(`${base}&page=${page}&after=${pagingOf(shown).last_id}`);
    expect(next.status).toBe(200);
    const expected = await offsetPage(page);
    expect(idsOf(expected).length).toBeGreaterThan(0);
    expect(idsOf(next.body), `${base} page ${page} after`).toEqual(idsOf(expected));
    expect(pagingOf(next.body)).toEqual(pagingOf(expected));
    shown = next.body;
  }
  for (let page = pages - 1; page >= 1; page--) {
    const previous = await api.get(`${base}&page=${page}&before=${pagingOf(shown).first_id}`);
    const expected = await offsetPage(page);
    expect(idsOf(previous.body), `${base} page ${page} before`).toEqual(idsOf(expected));
    expect(pagingOf(previous.body)).toEqual(pagingOf(expected));
    shown = previous.body;
  }
}

describe('keyset pages equal OFFSET pages', () => {
  it('clicks (simple pagination), newest first', () => walk('/api/clicks?itemPerPage=7', 5));
  it('clicks of several users (a branch per user)', () => walk('/api/clicks?itemPerPage=3&filter[userId]=1,2,3', 4));
  it('clicks oldest first', () => walk('/api/clicks?itemPerPage=6&orderBy=id&orderDirection=asc', 4));
  it('users (counted pages)', () => walk('/api/users?itemPerPage=9', 4));

  it('carries the boundary ids of the page', async () => {
    const { body } = await api.get('/api/clicks?itemPerPage=4');
    const ids = idsOf(body);
    expect(pagingOf(body)).toMatchObject({ first_id: ids[0], last_id: ids[3] });
  });

  it('other sort keys keep OFFSET and carry no boundary', async () => {
    const base = '/api/clicks?itemPerPage=5&orderBy=created_at&page=2';
    const plain = await api.get(base);
    const withBoundary = await api.get(`${base}&after=1`);
    expect(idsOf(withBoundary.body)).toEqual(idsOf(plain.body));
    expect(pagingOf(plain.body).first_id).toBeUndefined();
  });

  it('refuses a boundary that is not a row id, or both sides', async () => {
    const bad = await api.get('/api/clicks?after=x');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { after: ['Must be the id of a row (a whole number).'] } });
    const both = await api.get('/api/clicks?after=5&before=9');
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ errors: { before: ['Give after or before, not both.'] } });
  });
});
