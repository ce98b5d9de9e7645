import { describe, expect, it } from 'vitest';
import { bannedRate } from './banned-rate.ts';
import { sortRows, toggleSort } from './table-sort.ts';

describe('toggleSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    const first = toggleSort(null, 'completes');
    expect(first).toEqual({ column: 'completes', direction: 'asc' });
    const second = toggleSort(first, 'completes');
    expect(second).toEqual({ column: 'completes', direction: 'desc' });
    expect(toggleSort(second, 'completes')).toEqual({ column: 'completes', direction: 'asc' });
    expect(toggleSort(second, 'app')).toEqual({ column: 'app', direction: 'asc' });
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, n: 10, s: 'beta' },
    { id: 2, n: 2, s: 'Alpha' },
    { id: 3, n: null, s: 'gamma' },
    { id: 4, n: 2, s: 'delta' },
  ];
  const value = (r: (typeof rows)[number], column: string) => (column === 'n' ? r.n : r.s);

  it('keeps the server order without a sort', () => {
    expect(sortRows(rows, null, value).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
  it('sorts numbers by value, stably, empty values last', () => {
    expect(sortRows(rows, { column: 'n', direction: 'asc' }, value).map((r) => r.id)).toEqual([2, 4, 1, 3]);
    expect(sortRows(rows, { column: 'n', direction: 'desc' }, value).map((r) => r.id)).toEqual([1, 2, 4, 3]);
  });
  it('sorts texts without regard to case', () => {
    expect(sortRows(rows, { column: 's', direction: 'asc' }, value).map((r) => r.s)).toEqual(['Alpha', 'beta', 'delta', 'gamma']);
    expect(sortRows(rows, { column: 's', direction: 'desc' }, value).map((r) => r.s)).toEqual(['gamma', 'delta', 'beta', 'Alpha']);
  });
  it('does not change the rows it is given', () => {
    sortRows(rows, { column: 'n', direction: 'asc' }, value);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('bannedRate', () => {
  it('turns red at 20 % and stays green just below', () => {
    expect(bannedRate({ flagged_users: 1, total_users: 5, flagged_rate: 0.2 })).toEqual({ text: '1 of 5 banned (20.00%)', colour: 'red' });
    expect(bannedRate({ flagged_users: 199, total_users: 1000, flagged_rate: 0.199 }).colour).toBe('green');
    expect(bannedRate({ flagged_users: 0, total_users: 0, flagged_rate: 0 })).toEqual({ text: '0 of 0 banned (0.00%)', colour: 'green' });
  });
});
