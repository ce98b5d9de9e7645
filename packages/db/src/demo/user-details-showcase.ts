/**
 * Demo platform users shaped by the user-details seed to show the interesting cases of
 * specification 02 (they exist at every scale: the marketplace demo creates users 1..400 x scale).
 *
 *   3  Active, protected for good (mode 1); verified phone; Prime Opinion account with a Five Surveys sibling (51);
 *      breaches checked (3 breaches: green button); identity check found connected accounts.
 *   5  Active, protected until a date 2 days away (warning); speaks German and English.
 *   8  Active, protected for completes and offer payout, 4 completes left (warning).
 *  11  Banned until a date: Nigeria and a Lagos time zone, high-risk e-mail domain, every red flag
 *      raised (activity, click pattern, profiling, subnets, IP ranges, cities, signup IPs), supplier
 *      and buyer bans, IPQS score 92, risky carrier.
 *  14  Shadow Banned, indefinite: related accounts sharing phone, device, e-mail and IP, and the
 *      same offers taken by them.
 *  17  Review: copied/pasted open-end answers duplicated by banned users; unverified phone; a pending
 *      approval request (support agent 93 asked to ban it).
 *  20  Shadow Review: heavy reconciliation (red), high-recon surveys excluded (star), lifetime figures.
 *  23  On Hold until a date; disabled at a supplier by the user; supplier hash resets.
 *  26  Active TopSurveys user without clicks and without phone (app without SMS verification).
 *  29  Active power user: a burst of clicks (suspicious click pattern), overlapping completes, IAP
 *      purchases, offer events in every credit state, progress rewards with steps.
 *  32  EarnStar account with $123.45 in cents; deleted Five Surveys (52) and HeyCash (53) siblings.
 *  35  Clean Active user: no red flag, checks not run yet (breaches and connected accounts not checked).
 */
export const USER_DETAILS_SHOWCASE = [
  { id: 3, shows: 'Active, protected infinitely; verified phone; PO account with an FS sibling (51); 3 breaches; connected accounts' },
  { id: 5, shows: 'Active, protected until a date 2 days away (warning); German and English' },
  { id: 8, shows: 'Active, protected for completes and offer payout, 4 completes left (warning)' },
  { id: 11, shows: 'Banned until a date; risky country and time zone; high-risk e-mail; every red flag; supplier and buyer bans' },
  { id: 14, shows: 'Shadow Banned; related accounts (phone, device, e-mail, IP); same offers taken' },
  { id: 17, shows: 'Review; copied/pasted and duplicated open-end answers; unverified phone; pending ban approval request' },
  { id: 20, shows: 'Shadow Review; heavy reconciliation with high-recon surveys excluded' },
  { id: 23, shows: 'On Hold until a date; disabled at a supplier by the user; hash resets' },
  { id: 26, shows: 'Active TopSurveys user without clicks and without phone (no SMS verification)' },
  { id: 29, shows: 'Power user: click burst, overlapping completes, IAP, offer events in every credit state' },
  { id: 32, shows: 'EarnStar balance in cents; deleted Five Surveys (52) and HeyCash (53) siblings' },
  { id: 35, shows: 'Clean Active user; breach and connected-account checks not run yet' },
] as const;

export type ShowcaseUser = (typeof USER_DETAILS_SHOWCASE)[number];

/** The showcase ids by what they show, for the seed and tests. */
export const SHOWCASE = {
  protectedInfinite: 3,
  protectedUntilDate: 5,
  protectedCompletes: 8,
  bannedRedFlags: 11,
  shadowBannedRelated: 14,
  reviewQualityAnswers: 17,
  shadowReviewReconciliation: 20,
  onHoldSupplierDisabled: 23,
  noClicksNoPhone: 26,
  powerUser: 29,
  deletedSiblings: 32,
  clean: 35,
} as const;
