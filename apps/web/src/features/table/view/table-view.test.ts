import { surveysResource } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_VIEW, tableViewStorageKey, toggleColumn, viewFor, visibleColumns } from './table-view.ts';

const def = surveysResource;
const keys = def.columns.map((c) => c.key);

describe('table view (columns and density per admin)', () => {
  it('is kept per admin and per resource', () => {
    expect(tableViewStorageKey(1, 'surveys')).not.toBe(tableViewStorageKey(2, 'surveys'));
    expect(tableViewStorageKey(1, 'surveys')).not.toBe(tableViewStorageKey(1, 'users'));
  });

  it('hides and shows columns in the resource order, never the last one', () => {
    let view = toggleColumn(def, DEFAULT_TABLE_VIEW, keys[1]!);
    expect(visibleColumns(def, view).map((c) => c.key)).toEqual(keys.filter((k) => k !== keys[1]));
    view = toggleColumn(def, view, keys[1]!);
    expect(visibleColumns(def, view).map((c) => c.key)).toEqual(keys);
    for (const key of keys) view = toggleColumn(def, view, key);
    expect(visibleColumns(def, view).map((c) => c.key)).toEqual([keys.at(-1)]);
  });

  it('reads a stored view safely: unknown columns dropped, bad density defaulted, all hidden shows all', () => {
    expect(viewFor(def, null)).toEqual(DEFAULT_TABLE_VIEW);
    expect(viewFor(def, { hidden: [keys[0], 'gone', 7], density: 'compact' })).toEqual({ hidden: [keys[0]], density: 'compact' });
    expect(viewFor(def, { hidden: 'x', density: 'huge' })).toEqual(DEFAULT_TABLE_VIEW);
    expect(viewFor(def, { hidden: keys, density: 'compact' })).toEqual({ hidden: [], density: 'compact' });
  });
});
