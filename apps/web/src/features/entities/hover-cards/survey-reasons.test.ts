import { describe, expect, it } from 'vitest';
import { surveyReasons } from './survey-reasons.ts';

describe('surveyReasons', () => {
  it('reads the JSON-text list', () => {
    expect(surveyReasons('["Low conversion","Quota full"]')).toEqual(['Low conversion', 'Quota full']);
    expect(surveyReasons('[]')).toEqual([]);
  });

  it('gives nothing for text that is not a list', () => {
    expect(surveyReasons('oops')).toEqual([]);
    expect(surveyReasons('{"a":1}')).toEqual([]);
  });
});
