import { questionMappingsResource } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { listKeys } from '../table/api/list-query.ts';
import { mappingKeys, mappingQueries } from './mapping-api.ts';

describe('question mapping query keys', () => {
  it('put a mapping copy draft under the mapping, so invalidating the mapping reloads it', () => {
    expect(mappingKeys.copyDraft('12', 'DE').slice(0, 2)).toEqual([...mappingKeys.details('12')]);
    expect(mappingKeys.copyDraft('12', 'DE')).not.toEqual(mappingKeys.copyDraft('12', 'FR'));
  });

  it('key the add page lists and drafts by every choice they are asked with', () => {
    expect(mappingKeys.addOptions('3', 'DE')).not.toEqual(mappingKeys.addOptions('3', null));
    expect(mappingKeys.draft('1', '2', null)).not.toEqual(mappingKeys.draft('1', '2', '5'));
    expect(mappingKeys.countries()).not.toEqual(mappingKeys.addOptions(null, null));
  });

  it('invalidate the mappings table through the list key', () => {
    expect(mappingKeys.list()).toEqual(listKeys.all(questionMappingsResource));
  });

  it('ask for a draft only once both questions are chosen', () => {
    expect(mappingQueries.draft('1', null, null).enabled).toBe(false);
    expect(mappingQueries.draft('1', '2', null).enabled).toBe(true);
  });
});
