import { emailsResource, productByPrefix, productClaimsResources, surveysResource, usersResource } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { defaultListState, toggleSort, withFilters } from './list-state.ts';
import { pageSizeChoices, readListState, toQueryString, writeListState } from './url-codec.ts';

const query = (text: string) => new URLSearchParams(text);

describe('readListState (specification 01, 2.7)', () => {
  it('gives the defaults for an empty query: page 1, id descending, no filters', () => {
    expect(readListState(query(''), surveysResource)).toEqual({ page: 1, orderBy: 'id', orderDirection: 'desc', search: '', filters: {} });
  });

  it('reads page, orderBy, orderDirection, filter[key], filter[keyFrom], filter[keyTo] and comma-joined lists', () => {
    const state = readListState(
      query(
        'page=3&orderBy=name&orderDirection=asc&filter[supplier_id]=6,7&filter[created_atFrom]=2025-01-01&filter[created_atTo]=2025-01-31&search=abc',
      ),
      surveysResource,
    );
    expect(state).toEqual({
      page: 3,
      orderBy: 'name',
      orderDirection: 'asc',
      search: 'abc',
      filters: { supplier_id: '6,7', created_atFrom: '2025-01-01', created_atTo: '2025-01-31' },
    });
  });

  it("opens a screen without list state on its default filters (claims 0 and 3 of the last 30 days, a log's last 7 days), the URL ruling after", () => {
    const claims = productClaimsResources[0]!;
    const now = new Date('2026-11-25T10:00:00Z');
    expect(readListState(query(''), claims, now).filters).toEqual({
      status: '0,3',
      created_atFrom: '2026-10-27',
      created_atTo: '2026-11-25',
    });
    const emails = emailsResource(productByPrefix('hc')!);
    expect(readListState(query(''), emails, now).filters).toEqual({ created_atFrom: '2026-11-19', created_atTo: '2026-11-25' });
    // A link with any filter, or a search whose filters were cleared (its sort is written), is taken as it is.
    expect(readListState(query('filter[userId]=5'), emails, now).filters).toEqual({ userId: '5' });
    expect(readListState(query('orderBy=id&orderDirection=desc'), claims).filters).toEqual({});
  });

  it('reads the percent-encoded form the same way', () => {
    expect(readListState(query('filter%5Bsupplier_id%5D=6%2C7'), surveysResource).filters).toEqual({ supplier_id: '6,7' });
  });

  it('ignores unknown filters, unknown columns, bad pages and bad directions', () => {
    const state = readListState(
      query('page=0&orderBy=password&orderDirection=up&filter[nope]=1&filter[ids]=1&filter[status]='),
      usersResource,
    );
    expect(state).toEqual(defaultListState(usersResource));
    expect(readListState(query('page=abc'), usersResource).page).toBe(1);
  });

  it('starts a named column descending when the direction is missing', () => {
    expect(readListState(query('orderBy=name'), surveysResource)).toMatchObject({ orderBy: 'name', orderDirection: 'desc' });
  });
});

describe('writeListState', () => {
  it('round-trips: a shared URL reopens the same view', () => {
    const state = {
      page: 4,
      orderBy: 'cpi',
      orderDirection: 'asc' as const,
      search: 'panel',
      filters: { country_code: 'DE,FR', cpiFrom: '1.5', cpiTo: '3' },
    };
    const written = writeListState(state, surveysResource);
    expect(readListState(query(written.toString()), surveysResource)).toEqual(state);
    expect(readListState(query(toQueryString(written).slice(1)), surveysResource)).toEqual(state);
  });

  it('writes the keys the specification names, leaves page 1 out and keeps other query keys', () => {
    const written = writeListState(
      { page: 1, orderBy: 'id', orderDirection: 'desc', search: '', filters: { status: '1,2' } },
      surveysResource,
      query('forceReload=123&page=9&filter[old]=1'),
    );
    expect(toQueryString(written)).toBe('?forceReload=123&orderBy=id&orderDirection=desc&filter[status]=1,2');
  });

  it('writes filters in the order of the resource definition', () => {
    const written = writeListState(
      { ...defaultListState(surveysResource), filters: { created_atTo: '2025-02-01', id: '5', created_atFrom: '2025-01-01' } },
      surveysResource,
    );
    expect([...written.keys()].filter((k) => k.startsWith('filter'))).toEqual([
      'filter[id]',
      'filter[created_atFrom]',
      'filter[created_atTo]',
    ]);
  });
});

describe('toQueryString', () => {
  it('keeps brackets and commas readable and encodes the rest', () => {
    expect(toQueryString(query(''))).toBe('');
    expect(
      toQueryString(
        new URLSearchParams([
          ['filter[name]', 'a b&c'],
          ['x', 'ü'],
        ]),
      ),
    ).toBe('?filter[name]=a%20b%26c&x=%C3%BC');
  });
});

describe('sorting and filtering transitions (specification 01, 4)', () => {
  const start = { ...defaultListState(surveysResource), page: 3 };

  it('flips the current column and starts a new column descending, keeping the page', () => {
    expect(toggleSort(start, 'id')).toMatchObject({ orderBy: 'id', orderDirection: 'asc', page: 3 });
    expect(toggleSort(toggleSort(start, 'id'), 'id')).toMatchObject({ orderDirection: 'desc' });
    expect(toggleSort({ ...start, orderBy: 'name', orderDirection: 'asc' }, 'cpi')).toMatchObject({
      orderBy: 'cpi',
      orderDirection: 'desc',
    });
  });

  it('resets to page 1 on a filter change and drops empty values', () => {
    expect(withFilters(start, { status: '1', name: '  ' }, ' x ')).toEqual({ ...start, page: 1, search: 'x', filters: { status: '1' } });
  });
});

describe('page size (issue 19)', () => {
  it('reads and writes itemPerPage only when it is a choice other than the default', () => {
    expect(readListState(new URLSearchParams('itemPerPage=100'), surveysResource).perPage).toBe(100);
    expect(readListState(new URLSearchParams('itemPerPage=7'), surveysResource).perPage).toBeUndefined();
    const state = { ...defaultListState(surveysResource), perPage: 200 };
    expect(writeListState(state, surveysResource).get('itemPerPage')).toBe('200');
    expect(writeListState(defaultListState(surveysResource), surveysResource).has('itemPerPage')).toBe(false);
    expect(pageSizeChoices(surveysResource)).toContain(surveysResource.pageSize);
  });
});
