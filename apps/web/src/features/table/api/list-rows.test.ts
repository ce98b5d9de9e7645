import { describe, expect, it } from 'vitest';
import { listRows } from './list-rows.ts';

describe('listRows', () => {
  it('takes an array as it is and an object keyed by id as its rows', () => {
    expect(listRows([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(listRows({ 7: { id: 7 }, 8: { id: 8 } })).toEqual([{ id: 7 }, { id: 8 }]);
    expect(listRows({ total: 3 })).toEqual([]);
    expect(listRows(undefined)).toEqual([]);
  });
});
