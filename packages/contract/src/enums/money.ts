import { defineEnum } from './define.ts';

/** Claim (payments row) status, specification 04 section 1: 0 pending, 1 paid, 2 failed, new 3 and 4. */
export const claimStatus = defineEnum('claimStatus', {
  pending: { value: 0, label: 'Pending' },
  paid: { value: 1, label: 'Paid' },
  failed: { value: 2, label: 'Failed' },
  waitingConfirmation: { value: 3, label: 'Waiting Confirmation' },
  refunded: { value: 4, label: 'Refunded' },
});

/** Leaderboard period status (specification 04 section 1: running, finished, paid). */
export const leaderboardStatus = defineEnum('leaderboardStatus', {
  running: { value: 'running', label: 'Running' },
  finished: { value: 'finished', label: 'Finished' },
  paid: { value: 'paid', label: 'Paid' },
});

/** Why a claim check failed (specification 04 section 1, user reward eligibility logs). */
export const eligibilityRule = defineEnum('eligibilityRule', {
  balanceBelowMinimum: { value: 'balance_below_minimum', label: 'Balance below minimum' },
  statusNotActive: { value: 'status_not_active', label: 'Status not 1 Active' },
  phoneNotVerified: { value: 'phone_not_verified', label: 'Phone not verified' },
  countryNotAllowed: { value: 'country_not_allowed', label: 'Country not allowed' },
  claimPending: { value: 'claim_pending', label: 'Claim pending' },
});

/** A reward option is offered (1) or not (0). */
export const rewardStatus = defineEnum('rewardStatus', {
  enabled: { value: 1, label: 'Enabled' },
  disabled: { value: 0, label: 'Disabled' },
});

/** A bonus code can be redeemed (1) or was deactivated (0). */
export const bonusCodeStatus = defineEnum('bonusCodeStatus', {
  active: { value: 1, label: 'Active' },
  inactive: { value: 0, label: 'Inactive' },
});
