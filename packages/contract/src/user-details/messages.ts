/**
 * Messages of the user-details read calls and screen (specification 02, sections 2 and 8). The
 * server's 404 texts follow the brief ('User 123 not found'); the others are the specification's.
 */
export const USER_DETAILS_MESSAGES = {
  userNotFound: (id: number | string): string => `User ${id} not found`,
  offerNotFound: (id: number | string): string => `Offer ${id} not found`,
  appNotFound: (id: number | string): string => `App ${id} not found`,
  idInvalid: 'Must be a positive whole number',
  hashInvalid: 'Must be a user hash',
  verificationNotSupported: 'Verification not supported for this app',
  personalDataFailed: 'Failed to load personal data.',
  iapDataFailed: 'Failed to fetch IAP data.',
  liveQueryFetched: 'Live Query fetched successfully.',
  liveQueryError: 'Error',
  creditUpdateFailed: 'Failed to update credit.',
  creditUpdated: 'Credit updated successfully',
  hideFailed: 'Failed to hide event.',
  hidden: 'Event hidden successfully',
  copied: 'Copied successfully',
  copyFailed: 'Failed to copy to clipboard. Please try again.',
  copyNeedsHttps: 'Something went wrong. Note this function only works on HTTPS connectinos',
  /** The copy/paste marker as the open-end answers store it, and as the screen shows it. */
  copyPasteMarker: 'Copied/Pasted',
  copyPasteLabel: 'Copy/Pasted',
  highRiskEmail: 'High-Risk Email',
  deletedMarker: '(Deleted)',
  iapDelayNote: 'IAP data can be delayed up to 24 hours',
  approvalNeeded: 'You need an approval for this action',
} as const;

/** Empty states of the screen's tables and modals (section 8). */
export const USER_DETAILS_EMPTY = {
  noData: 'No data',
  noConnectedAccounts: 'No connected accounts',
  noResult: 'No result',
  noBreachDetails: 'No breach details available',
  noConnectedAccountsFound: 'No connected accounts found',
  noDataFound: 'No Data Found',
} as const;

/** Why the live query found a survey ineligible (reasons of the live query result). */
export const LIVE_QUERY_REASONS = {
  notLive: 'Survey is not live',
  notVisible: 'Survey is not visible',
  countryMismatch: 'Country not targeted',
  deviceNotTargeted: 'Device not targeted',
  quotaFull: 'Quota full',
  profilingMismatch: (question: string): string => `Profiling mismatch: ${question}`,
  alreadyCompleted: 'Already completed',
  disqualifiedEarlier: 'Disqualified earlier (cached)',
  userNotActive: 'User is not active',
} as const;
