import type { Paging } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { answeredPage, boundaryParams } from './page-boundary.ts';

const paging: Paging = { total: null, from: null, to: null, total_page: null, number_of_page: 50, page: 3, is_simple_paginate: true };
const params = (page: number, extra: Record<string, string> = {}) => ({
  page: String(page),
  itemPerPage: '50',
  'filter[userId]': '7',
  ...extra,
});
const page3 = answeredPage(params(3, { initFilter: '1' }), { ...paging, first_id: 900, last_id: 851 });

describe('page boundaries (keyset, issue 25)', () => {
  it('continues after the last row for the next page and before the first for the previous one', () => {
    expect(boundaryParams(page3, params(4))).toEqual({ after: '851' });
    expect(boundaryParams(page3, params(2))).toEqual({ before: '900' });
  });

  it('sends none for a jump, the same page, another search or a first answer', () => {
    expect(boundaryParams(page3, params(7))).toEqual({});
    expect(boundaryParams(page3, params(3))).toEqual({});
    expect(boundaryParams(page3, params(4, { 'filter[userId]': '8' }))).toEqual({});
    expect(boundaryParams(page3, params(4, { orderDirection: 'asc' }))).toEqual({});
    expect(boundaryParams(null, params(4))).toEqual({});
  });

  it('steps a page sorted by another key (created_at) by its boundary ids, and none once the sort changes', () => {
    const byDate = (page: number, extra: Record<string, string> = {}) =>
      params(page, { orderBy: 'created_at', orderDirection: 'asc', ...extra });
    const answered = answeredPage(byDate(2), { ...paging, page: 2, first_id: 40, last_id: 7 });
    expect(boundaryParams(answered, byDate(3))).toEqual({ after: '7' });
    expect(boundaryParams(answered, byDate(1))).toEqual({ before: '40' });
    expect(boundaryParams(answered, byDate(3, { orderBy: 'id' }))).toEqual({});
    expect(boundaryParams(answered, byDate(3, { orderDirection: 'desc' }))).toEqual({});
  });

  it('remembers nothing of a list without boundary ids (a sort key that is not keyset)', () => {
    expect(answeredPage(params(3), paging)).toBeNull();
  });
});
