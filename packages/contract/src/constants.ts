/** Limits of the shared helpers, word for word from the specifications. */

/** Displayed note text is cut here, with an ellipsis (specification 02, section 5). */
export const NOTE_MAX_LENGTH = 255;
/** External user ids are cut here, with an expander (specification 02, sections 2 and 9). */
export const EXTERNAL_ID_MAX_LENGTH = 50;
/** File sizes are shown in MB: bytes divided by this (specification 03, section 9). */
export const BYTES_PER_MB = 1048576;
/** Relative-time buckets in days (specification 03, section 9). */
export const DAYS_PER_YEAR = 365;
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_WEEK = 7;
/** Below a minute, relative time says this (specification 03, section 9). */
export const LESS_THAN_A_MINUTE = 'less a minute ago';
/** What an unmapped supplier or offer provider id shows (specification 01, section 3). */
export const UNKNOWN_CODE = 'UNKNOWN';
