import { PROTECTION_WARNING_AT } from '../enums/user.ts';

/** What is left of an Active user's protection (specification 02, section 4). */
export interface ProtectionLeft {
  /** Mode 1 infinite, 2 until a date, 3 completes and/or offer payout; null when unprotected. */
  protectedStatus: number | null;
  /** Mode 2: whole days left. */
  daysLeft?: number | null;
  /** Mode 3: completes left. */
  completesLeft?: number | null;
  /** Mode 3: offer payout left, in dollars. */
  offerPayoutLeft?: number | null;
}

/** Whole days left until `until`, rounded up (a protection ending in 3 hours has 1 day left). */
export function daysLeftUntil(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 86_400_000));
}

/** The protection shows its warning at 2 days or fewer, 5 completes or fewer, 5 dollars or fewer left. */
export function protectionWarning(p: ProtectionLeft): boolean {
  if (p.protectedStatus === 2) return p.daysLeft != null && p.daysLeft <= PROTECTION_WARNING_AT.daysLeft;
  if (p.protectedStatus === 3) {
    const completes = p.completesLeft != null && p.completesLeft <= PROTECTION_WARNING_AT.completesLeft;
    const payout = p.offerPayoutLeft != null && p.offerPayoutLeft <= PROTECTION_WARNING_AT.offerPayoutLeft;
    return completes || payout;
  }
  return false;
}
