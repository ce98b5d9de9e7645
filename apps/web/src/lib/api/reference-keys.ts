/**
 * Query keys of reference data several features read. One reference call read into different shapes needs
 * a key per shape: the user settings' country select keeps the rows, a table's country tag filter keeps
 * options, and both have staleTime Infinity, so a shared key would hand one of them the other's shape.
 */
export const referenceKeys = {
  countries: ['countries'] as const,
  /** Every country row (GET /api/countries?limit=-1). */
  countryRows: () => [...referenceKeys.countries, 'rows'] as const,
  /** The country codes as filter options. */
  countryTags: () => [...referenceKeys.countries, 'tags'] as const,
};
