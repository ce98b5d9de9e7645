/**
 * Limits, labels and messages of the user's settings (specification 02, sections 5, 8 and 9). The
 * success toasts are the specification's, word for word ('has been update' included). It gives no
 * toast for the country (ours, in the same style) nor the refusal texts (ours). The comment shows its
 * saved time and admin instead of a toast.
 */

/** Payout Adjustment: a percent from 10 to 100 (sections 5 and 9). */
export const PAYOUT_ADJUSTMENT_RANGE = { min: 10, max: 100 } as const;
/** Max Recon. Buyers: a percent of at most 150 (sections 5 and 9). */
export const MAX_RECONCILIATION_BUYERS_MAX = 150;
/** Min Pub. Payout, in dollars: the largest value the column (numeric(10, 2)) holds. */
export const MIN_PUBLISHER_PAYOUT_MAX = 99_999_999.99;
/** The free-text user comment; the column is text, this keeps a paste of a whole document out. */
export const USER_COMMENT_MAX = 5000;

/** The three on/off settings and the offers status, with the names the toast uses ('{field} has been updated!'). */
export const SETTING_FIELD_LABELS = {
  research_defender: 'Research Defender',
  vpn_proxy_check: 'VPN/Proxy Check',
  ip_location_check: 'IP Location Check',
  offers_status: 'Show offers status',
} as const;
export type SettingField = keyof typeof SETTING_FIELD_LABELS;
export const SETTING_TOGGLE_FIELDS = ['research_defender', 'vpn_proxy_check', 'ip_location_check'] as const;
export type SettingToggleField = (typeof SETTING_TOGGLE_FIELDS)[number];
export const SETTING_FIELDS = [...SETTING_TOGGLE_FIELDS, 'offers_status'] as const satisfies readonly SettingField[];

export const SETTINGS_TOASTS = {
  settingUpdated: (field: SettingField): string => `${SETTING_FIELD_LABELS[field]} has been updated!`,
  birthdateReset: 'Birthdate has been reset',
  languagesUpdated: 'Languages has been update',
  interfaceLanguageUpdated: 'Interface Language has been update',
  payoutAdjustmentUpdated: 'Payout Adjustment has been update',
  minPublisherPayoutUpdated: 'Min Publisher Payout has been update',
  maxReconciliationBuyersUpdated: 'Max Reconciliation Buyers has been update',
  countryUpdated: 'Country has been update',
} as const;

export const SETTINGS_MESSAGES = {
  fieldInvalid: `Field must be one of: ${SETTING_FIELDS.join(', ')}.`,
  toggleStatusInvalid: 'Status must be true or false.',
  offersStatusInvalid: 'Offers status must be 1 (Active), 2 (Inactive) or 3 (Shadow-banned).',
  payoutAdjustmentInvalid: `Payout Adjustment must be a number from ${PAYOUT_ADJUSTMENT_RANGE.min} to ${PAYOUT_ADJUSTMENT_RANGE.max}.`,
  minPublisherPayoutInvalid: 'Min Publisher Payout must be a number of dollars, 0 or more.',
  maxReconciliationBuyersInvalid: `Max Reconciliation Buyers must be a number from 0 to ${MAX_RECONCILIATION_BUYERS_MAX}.`,
  countryInvalid: 'Country must be a two-letter country code.',
  countryUnknown: (code: string): string => `Unknown country: ${code}`,
  languageInvalid: 'Language must be a language code.',
  languageUnknown: (codes: readonly string[]): string => `Unknown language: ${codes.join(', ')}`,
  commentTooLong: `The comment can be at most ${USER_COMMENT_MAX} characters.`,
  noBirthdate: 'This user has no birthdate to reset.',
} as const;
