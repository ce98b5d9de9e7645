/**
 * The router set-up errors of specification 01 section 8 (and 03 section 8). The route table throws
 * them at start-up; the SPA shows them when an admin has no usable main page.
 */
export const ROUTER_ERRORS = {
  adminSettingsWrong: 'Admin settings is wrong. Check router.js',
  adminInformationWrong: 'Admin information is wrong',
  duplicateRouteName: (name: string): string => `Duplicate route name: ${name}`,
} as const;

/** Messages of the shared table and framework screens (specification 01 section 8, 02/03 toasts). */
export const FRAMEWORK_MESSAGES = {
  noData: 'No data',
  imported: (count?: number | null): string => (count == null ? 'Data has been imported' : `${count} data has been imported`),
  countryUpdated: 'Update country successfully!',
  unauthenticated: 'Unauthenticated!',
  unknownMessage: 'Unknown message',
  somethingWentWrong: 'Something went wrong',
  /** The notice of an admin sent to their main page from a page they may not open (issue 19; the spec has no words for it). */
  pageNotAllowed: (pageTitle: string): string => `You do not have access to ${pageTitle}, so you were taken to your main page.`,
} as const;
