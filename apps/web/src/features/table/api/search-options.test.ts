import { describe, expect, it } from 'vitest';
import { toFilterOptions } from './search-options.ts';

describe('toFilterOptions', () => {
  it('reads {value, label} and entity rows {id, name}', () => {
    expect(toFilterOptions([{ value: 6, label: 'Dynata (6)' }, { id: 7, name: 'Toluna' }, { code: 'DE' }])).toEqual([
      { value: 6, label: 'Dynata (6)' },
      { value: 7, label: 'Toluna' },
      { value: 'DE', label: 'DE' },
    ]);
  });

  it('skips what is not an option and answers [] for anything but a list', () => {
    expect(toFilterOptions([null, 'x', { name: 'no value' }, { id: { nested: 1 } }])).toEqual([]);
    expect(toFilterOptions({ data: [] })).toEqual([]);
    expect(toFilterOptions(undefined)).toEqual([]);
  });
});
