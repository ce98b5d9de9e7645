import { COUNTRY_LIST_COLLAPSE_AT } from '@bo/contract';

export interface CountryListView {
  countries: string[];
  /** Shown as a clickable count (that opens the list) instead of the list. */
  collapsed: boolean;
}

/**
 * A comma-separated country list as the offer widget shows it: the codes, collapsed into a count
 * beyond `collapseAt` (5 by default, 3 in the offer card; specification 02, section 2).
 */
export function countryListView(csv: string, collapseAt: number = COUNTRY_LIST_COLLAPSE_AT): CountryListView {
  const countries = csv
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  return { countries, collapsed: countries.length > collapseAt };
}
