import { defineEnum } from './define.ts';

/** User status (specification 02, section 4). */
export const userStatus = defineEnum('userStatus', {
  active: { value: 1, label: 'Active' },
  banned: { value: 2, label: 'Banned' },
  shadowBanned: { value: 3, label: 'Shadow Banned' },
  review: { value: 4, label: 'Review' },
  shadowReview: { value: 5, label: 'Shadow Review' },
  onHold: { value: 6, label: 'On Hold' },
});

/** Protection modes an Active user may carry (specification 02, section 4). */
export const protectionMode = defineEnum('protectionMode', {
  infinite: { value: 1, label: 'Infinite' },
  untilDate: { value: 2, label: 'Until date' },
  completesOrPayout: { value: 3, label: 'Completes / offer payout' },
});

/** When a protection shows its warning: this many days, completes or payout left, or fewer. */
export const PROTECTION_WARNING_AT = { daysLeft: 2, completesLeft: 5, offerPayoutLeft: 5 } as const;

/** Offers status of a user (specification 02, section 4). */
export const offersStatus = defineEnum('offersStatus', {
  active: { value: 1, label: 'Active' },
  inactive: { value: 2, label: 'Inactive' },
  shadowBanned: { value: 3, label: 'Shadow-banned' },
});

/** A user's status at one supplier (specification 02, sections 3 and 4). */
export const supplierUserStatus = defineEnum('supplierUserStatus', {
  active: { value: 'active', label: 'Active' },
  banned: { value: 'banned', label: 'Banned' },
  disabled: { value: 'disabled', label: 'Disabled' },
});

/** Supplier ban types: Ban uses 5, Disable uses 6 (specification 02, section 4). */
export const supplierBanType = defineEnum('supplierBanType', {
  ban: { value: 5, label: 'Ban' },
  disable: { value: 6, label: 'Disable' },
});

/** User review status, 0 to 4 (specification 03, section 3). */
export const userReviewStatus = defineEnum('userReviewStatus', {
  new: { value: 0, label: 'New' },
  problem: { value: 1, label: 'Problem' },
  review: { value: 2, label: 'Review' },
  good: { value: 3, label: 'Good' },
  perfect: { value: 4, label: 'Perfect' },
});
