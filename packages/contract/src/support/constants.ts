/** Business constants of user reviews, notes, campaigns and alerts (specifications 02 and 03, section 9). Imported, never retyped. */

/** User reviews per page of the review list. */
export const USER_REVIEWS_PER_PAGE = 30;
/** Largest page of the review list a client may ask for; protects the database, not in the spec. */
export const USER_REVIEWS_MAX_PER_PAGE = 100;
/** Review history entries kept in view per user. */
export const REVIEW_HISTORY_LIMIT = 99;
/** Review tabs the reviews screen keeps preloaded. */
export const PRELOADED_REVIEW_TABS_MAX = 10;
/** Largest number of reviews one reassign call may name. */
export const REASSIGN_MAX_UUIDS = 500;

/** Support notes panel page size (specification 02, section 9); the length limit is NOTE_MAX_LENGTH of ../constants.ts. */
export const NOTES_PER_PAGE = 5;
/** Largest notes page a client may ask for (all=true lists every note). */
export const NOTES_MAX_PER_PAGE = 100;

/** Users the review store lists at once (get-list-user-to-review). */
export const USERS_TO_REVIEW_LIMIT = 50;

/** Segment and campaign lists (specification 03, section 9). */
export const CAMPAIGN_PAGE_SIZE = 10;
/** Segment option loading (a select of every segment) asks for this many at once. */
export const SEGMENT_OPTIONS_PER_PAGE = 999;

/** System alerts per page of the alert list. */
export const SYSTEM_ALERTS_PER_PAGE = 50;

/** How often the screens poll their counts (specification 03, section 9). */
export const SUPPORT_POLL_MS = {
  clickTickets: 30_000,
  systemAlerts: 60_000,
  userReviews: 30_000,
  surveyAttacksApps: 30_000,
} as const;

/** Campaign text limits (not in the spec: sizes an e-mail or push provider accepts). */
export const CAMPAIGN_NAME_MAX = 255;
export const EMAIL_SUBJECT_MAX = 255;
export const EMAIL_BODY_MAX = 100_000;
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 500;
/** A push campaign's image URL and deep link (the database column allows this much). */
export const PUSH_LINK_MAX = 2048;
