import { clicksResource, surveysResource } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { defaultListState } from '../state/list-state.ts';
import { exportRequestParams, listRequestParams, multipartBody } from './list-request.ts';

const state = {
  ...defaultListState(surveysResource),
  page: 2,
  orderBy: 'cpi',
  orderDirection: 'asc' as const,
  search: 'panel',
  filters: { supplier_id: '6,7', created_atFrom: '2025-01-01' },
};

describe('listRequestParams (specification 01, 7)', () => {
  it('sends page, itemPerPage, the sort, initFilter on the first search and the filters', () => {
    expect(listRequestParams(surveysResource, state, { withFilterData: true })).toEqual({
      page: '2',
      itemPerPage: '50',
      orderBy: 'cpi',
      orderDirection: 'asc',
      initFilter: '1',
      search: 'panel',
      'filter[supplier_id]': '6,7',
      'filter[created_atFrom]': '2025-01-01',
    });
  });

  it('leaves a column the server cannot sort to the browser', () => {
    const params = listRequestParams(surveysResource, { ...state, orderBy: 'supplier_name' }, { withFilterData: false });
    expect(params).not.toHaveProperty('orderBy');
    expect(params).not.toHaveProperty('orderDirection');
    expect(params).not.toHaveProperty('initFilter');
  });

  it('passes forceReload through and drops the search of a resource without one', () => {
    const params = listRequestParams(
      clicksResource,
      { ...defaultListState(clicksResource), search: 'x' },
      { withFilterData: false, forceReload: '1700000000000' },
    );
    expect(params).toEqual({ page: '1', itemPerPage: '50', orderBy: 'id', orderDirection: 'desc', forceReload: '1700000000000' });
  });
});

describe('exportRequestParams', () => {
  it('keeps filters and sort but no page', () => {
    expect(exportRequestParams(surveysResource, state)).toEqual({
      orderBy: 'cpi',
      orderDirection: 'asc',
      search: 'panel',
      'filter[supplier_id]': '6,7',
      'filter[created_atFrom]': '2025-01-01',
    });
  });
});

describe('multipartBody', () => {
  it('carries the params and the file under its field', () => {
    const form = multipartBody({ page: '1', 'filter[status]': '1' }, 'ids', new File(['1\n2\n'], 'ids.csv', { type: 'text/csv' }));
    expect(form.get('page')).toBe('1');
    expect(form.get('filter[status]')).toBe('1');
    expect((form.get('ids') as File).name).toBe('ids.csv');
  });
});
