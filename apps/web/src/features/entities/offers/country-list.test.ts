import { COUNTRY_LIST_COLLAPSE_AT, OFFER_CARD_COUNTRY_LIST_COLLAPSE_AT } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { countryListView } from './country-list.ts';

describe('countryListView', () => {
  it('reads the comma list, ignoring blanks and spaces', () => {
    expect(countryListView(' DE, AT ,,CH ').countries).toEqual(['DE', 'AT', 'CH']);
    expect(countryListView('')).toEqual({ countries: [], collapsed: false });
  });
  it('collapses beyond 5 by default', () => {
    expect(COUNTRY_LIST_COLLAPSE_AT).toBe(5);
    expect(countryListView('A,B,C,D,E').collapsed).toBe(false);
    expect(countryListView('A,B,C,D,E,F').collapsed).toBe(true);
  });
  it('collapses beyond 3 in the offer card', () => {
    expect(OFFER_CARD_COUNTRY_LIST_COLLAPSE_AT).toBe(3);
    expect(countryListView('DE,AT,CH', OFFER_CARD_COUNTRY_LIST_COLLAPSE_AT).collapsed).toBe(false);
    expect(countryListView('DE,AT,CH,FR', OFFER_CARD_COUNTRY_LIST_COLLAPSE_AT)).toEqual({
      countries: ['DE', 'AT', 'CH', 'FR'],
      collapsed: true,
    });
  });
});
