import { z } from 'zod';
import { ZPhoneVerification } from '../user-details/schemas/accounts.ts';
import { dataOf } from '../user-details/schemas/common.ts';
import { ZUserDetailsUser } from '../user-details/schemas/user.ts';
import { STATUS_ACTION_MESSAGES as M } from './status-messages.ts';
import {
  PROTECTED_COMPLETES_MAX,
  PROTECTED_COMPLETES_TEST_MIN,
  SETTABLE_USER_STATUSES,
  STATUS_COMMENT_MAX,
  isFutureDay,
  protectionFields,
} from './status-rules.ts';

export * from './status-messages.ts';
export * from './status-rules.ts';

const optionalNumber = z.number().nullable().optional();

/**
 * PUT /api/users/:id/status (specification 02, sections 4, 5 and 7). Ban, Shadow Ban and On Hold carry
 * ban_indefinite / ban_expiry (YYYY-MM-DD); Review a comment only; activation (status 1) a protection:
 * protected_status 1 infinite, 2 until protected_until, 3 completes and/or offers payout; null none.
 */
export const ZUserStatusChangeBody = z.object({
  status: z.number().refine((s) => (SETTABLE_USER_STATUSES as readonly number[]).includes(s), M.statusInvalid),
  comment: z.string().trim().min(1, M.commentRequired).max(STATUS_COMMENT_MAX, M.commentRequired),
  ban_indefinite: z.boolean().optional().default(false),
  ban_expiry: z.string().nullable().optional(),
  protected_status: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullable()
    .optional(),
  protected_until: z.string().nullable().optional(),
  protected_completes: optionalNumber,
  protected_offers_payout: optionalNumber,
  /** Test mode of the activate modal: super admins only (testModeAllowed), relaxes the protection rules. */
  test_mode: z.boolean().optional().default(false),
});
export type UserStatusChangeInput = z.input<typeof ZUserStatusChangeBody>;
type Body = z.output<typeof ZUserStatusChangeBody>;
type Issue = { path: string; message: string };

/** Ban expiry (section 5): Shadow Ban never has a date, On Hold never is indefinite, Ban is either. */
export function expiryIssues(b: Body): Issue[] {
  const dated = isFutureDay(b.ban_expiry);
  const ok =
    b.status === 3 ? !b.ban_expiry : b.status === 6 ? !b.ban_indefinite && dated : b.status === 2 ? b.ban_indefinite || dated : true;
  return ok ? [] : [{ path: 'ban_expiry', message: M.banExpiryInvalid }];
}

/** Up to 2 decimals (section 5, "Decimal input keeps up to 2 decimals"). */
const cents = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Completes: a whole number up to 16,777,215, at least 1 (at least 0 in test mode). */
function completesIssue(completes: number, testMode: boolean): string | null {
  if (!Number.isInteger(completes)) return M.completesRequired;
  if (testMode && completes < PROTECTED_COMPLETES_TEST_MIN) return M.completesTestMin;
  if (!testMode && completes < 1) return M.completesMin;
  if (completes > PROTECTED_COMPLETES_MAX) return M.completesMax;
  return null;
}

/** Offers payout: greater than 0 (0 or more in test mode), at most 2 decimals. */
function payoutIssue(payout: number, testMode: boolean): string | null {
  if (!testMode && !(payout > 0)) return M.payoutRequired;
  if (testMode && !(payout >= 0)) return M.payoutNegative;
  if (!cents(payout)) return M.payoutDecimals;
  return null;
}

/**
 * The protection of an activation (sections 4 and 5); which fields count depends on the user's current
 * status. Test mode (status-rules.ts) lifts the required / minimum / at-least-one rules only.
 */
export function protectionIssues(b: Body, currentStatus: number): Issue[] {
  if (b.status !== 1) return [];
  if (b.protected_status === 2)
    return isFutureDay(b.protected_until) ? [] : [{ path: 'protected_until', message: M.protectedUntilInvalid }];
  if (b.protected_status !== 3) return [];
  const testMode = b.test_mode;
  const shown = protectionFields(currentStatus, b.comment);
  const completes = shown.completes ? b.protected_completes : null;
  const payout = shown.payout ? b.protected_offers_payout : null;
  const issues: Issue[] = [];
  const completesMessage = completes == null ? null : completesIssue(completes, testMode);
  if (completesMessage) issues.push({ path: 'protected_completes', message: completesMessage });
  const payoutMessage = payout == null ? null : payoutIssue(payout, testMode);
  if (payoutMessage) issues.push({ path: 'protected_offers_payout', message: payoutMessage });
  if (completes == null && payout == null && !testMode) {
    if (shown.completes && shown.payout) {
      issues.push({ path: 'protected_completes', message: M.atLeastOne }, { path: 'protected_offers_payout', message: M.atLeastOne });
    } else if (shown.completes) issues.push({ path: 'protected_completes', message: M.completesRequired });
    else issues.push({ path: 'protected_offers_payout', message: M.payoutRequired });
  }
  return issues;
}

const refineWith = (issuesOf: (b: Body) => Issue[]) => (b: Body, ctx: z.RefinementCtx) => {
  for (const i of issuesOf(b)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
};

/** What the server can check from the body alone (the route's schema). */
export const ZUserStatusChange = ZUserStatusChangeBody.superRefine(refineWith(expiryIssues));
export type UserStatusChange = z.output<typeof ZUserStatusChange>;

/** The whole rule set for a user now in `currentStatus`: the forms validate with it, the server re-checks under its lock. */
export const userStatusChangeSchema = (currentStatus: number) =>
  ZUserStatusChangeBody.superRefine(refineWith((b) => [...expiryIssues(b), ...protectionIssues(b, currentStatus)]));

/**
 * The answer: the updated user as GET /api/user/:id shows it, with the phone list and whether
 * verification may be triggered (Review adds an unverified entry and stops triggering), so the
 * support-user-reviews page can replace its user without reloading.
 */
export const ZUserStatusAnswer = dataOf(
  z.object({ user: ZUserDetailsUser, phone_verifications: z.array(ZPhoneVerification), can_trigger_verification: z.boolean() }),
);
export type UserStatusAnswer = z.infer<typeof ZUserStatusAnswer>;
