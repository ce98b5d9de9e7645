import { describe, expect, it } from 'vitest';
import { lookupIds } from './option-labels.ts';

describe('lookupIds', () => {
  it('keeps the ids, sorted numerically, once each', () => {
    expect(lookupIds(['12', '3', '12', '100'])).toEqual(['3', '12', '100']);
  });

  it('leaves out what an option search cannot look up', () => {
    expect(lookupIds(['', 'abc', '-1', '1.5', '7'])).toEqual(['7']);
    expect(lookupIds([])).toEqual([]);
  });
});
