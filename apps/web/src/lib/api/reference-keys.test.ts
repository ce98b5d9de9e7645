import { describe, expect, it } from 'vitest';
import { countryTagsQueryOptions } from '../../features/table/api/search-options.ts';
import { referenceKeys } from './reference-keys.ts';

describe('reference data query keys', () => {
  it('keep the country rows and the country tag options apart, under one countries key', () => {
    expect(referenceKeys.countryRows()).not.toEqual(referenceKeys.countryTags());
    for (const key of [referenceKeys.countryRows(), referenceKeys.countryTags()])
      expect(key.slice(0, 1)).toEqual([...referenceKeys.countries]);
    expect(countryTagsQueryOptions().queryKey).toEqual(referenceKeys.countryTags());
  });
});
