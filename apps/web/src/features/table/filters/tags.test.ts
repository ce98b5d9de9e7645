import { describe, expect, it } from 'vitest';
import { acceptTags, joinValues, splitTags, splitValues } from './tags.ts';

const platforms = ['android', 'ios', 'web'].map((p) => ({ value: p, label: p }));
const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
];

describe('tag input (specification 01, 5)', () => {
  it('splits on space, comma and semicolon by default', () => {
    expect(splitTags('android, ios;web  mobile')).toEqual(['android', 'ios', 'web', 'mobile']);
    expect(splitTags(' ;, ')).toEqual([]);
    expect(splitTags('a|b c', ['|'])).toEqual(['a', 'b c']);
  });

  it('accepts only existing tags, by value or label, any case, once each', () => {
    expect(acceptTags(['Android', 'tv', 'ios', 'android'], platforms)).toEqual(['android', 'ios']);
    expect(acceptTags(['de', 'France', 'XX'], countries)).toEqual(['DE', 'FR']);
    expect(acceptTags(['anything'], [])).toEqual([]);
  });

  it('joins and splits the comma form of the URL', () => {
    expect(joinValues(['1', '2'])).toBe('1,2');
    expect(splitValues(' 1, 2,,3 ')).toEqual(['1', '2', '3']);
    expect(splitValues(undefined)).toEqual([]);
  });
});
