import { ADMIN_ROLE } from '../access.ts';

/** Section 9: ban comment at most 255 characters; protected completes 1 to 16,777,215. */
export const STATUS_COMMENT_MAX = 255;
export const PROTECTED_COMPLETES_MAX = 16_777_215;
/** Quick expiry links: 2 days, 1, 2 or 3 weeks from today (sections 5 and 9). */
export const QUICK_EXPIRY_DAYS = [
  { label: '2 days', days: 2 },
  { label: '1 week', days: 7 },
  { label: '2 weeks', days: 14 },
  { label: '3 weeks', days: 21 },
] as const;
/** Quick buttons of the protection fields: 50 % or 100 % of the user's figure. */
export const PROTECTION_QUICK_SHARES = [0.5, 1] as const;

/** The statuses a status change may set: Shadow Review (5) is set by the review process, not by hand. */
export const SETTABLE_USER_STATUSES = [1, 2, 3, 4, 6] as const;
export type SettableUserStatus = (typeof SETTABLE_USER_STATUSES)[number];

/** 'YYYY-MM-DD' of a date, in UTC (the product shows dates in UTC). */
const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The quick expiry link's day: `days` after today (UTC). */
export function dayAfter(days: number, now: Date = new Date()): string {
  return utcDay(new Date(now.getTime() + days * 86_400_000));
}

/** A calendar day after today (UTC), as the ban expiry and the protection date need; false for anything else. */
export function isFutureDay(value: string | null | undefined, now: Date = new Date()): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && utcDay(at) === value && value > utcDay(now);
}

/**
 * Which protection fields the activate modal shows (section 5): both when the user is Banned, Shadow
 * Banned or On Hold, or when the comment contains '(payout)'; only the offers payout when it contains
 * 'offer' or 'reward'; otherwise only completes.
 */
export function protectionFields(currentStatus: number, comment: string): { completes: boolean; payout: boolean } {
  if ([2, 3, 6].includes(currentStatus) || comment.includes('(payout)')) return { completes: true, payout: true };
  if (/offer|reward/.test(comment)) return { completes: false, payout: true };
  return { completes: true, payout: false };
}

/**
 * Our approval rule (the specification names the warning, not who needs it): a staff admin (role 3)
 * needs an approval to ban, shadow ban or activate a user; admins and super admins do not. On Hold
 * and Review are first-line tools and need none. A plain PUT /status of such a change answers 403
 * 'You need an approval for this action'; the modal instead stores an approval request, which an admin
 * or super admin other than the requester approves (approval-rules.ts).
 */
export function statusChangeNeedsApproval(adminRole: number, status: number): boolean {
  return adminRole === ADMIN_ROLE.staff && [1, 2, 3].includes(status);
}

/** The quick protection value: a share of the user's completes (whole) or offers payout (cents), rounded. */
export function protectionQuickValue(total: number, share: number, whole: boolean): number {
  return whole ? Math.round(total * share) : Math.round(total * share * 100) / 100;
}

/**
 * Test mode (ours: the specification only says "Test mode relaxes these"): a switch of the activate
 * modal offered to super admins (role 1) alone, for trying protection on test accounts. With it on, the
 * required, minimum and at-least-one rules of the protection fields are lifted (empty or 0 allowed);
 * completes stay whole numbers of at most 16,777,215 (0 is the floor, not 1) and the payout stays
 * non-negative with at most 2 decimals. Anyone else sending it gets 403 and nothing is written; the
 * audit entry of the change records `test_mode: true`.
 */
export function testModeAllowed(adminRole: number): boolean {
  return adminRole === ADMIN_ROLE.superAdmin;
}
export const PROTECTED_COMPLETES_TEST_MIN = 0;
