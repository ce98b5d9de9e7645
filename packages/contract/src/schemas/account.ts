import { z } from 'zod';
import { ZText } from './text.ts';

/**
 * The staff account's own lifecycle (issue 24): invitations, password change and reset. Messages
 * are one place for the gateway and the SPA.
 */
export const ACCOUNT_MESSAGES = {
  registrationClosed: 'Self-registration is closed. Ask a super admin for an invitation link.',
  invitationInvalid: 'This invitation link is invalid, expired or already used.',
  invitationOtherEmail: 'This invitation is for another e-mail address.',
  resetLinkInvalid: 'This password reset link is invalid, expired or already used.',
  superAdminOnly: 'Only a super admin can issue invitation and password reset links.',
  currentPasswordWrong: 'The current password is wrong.',
  passwordRequired: 'Password is required!',
  passwordTooShort: 'Password must be at least 10 characters!',
  /** A password found in the common-password dictionary or guessed within the offline budget. */
  passwordTooCommon: 'This password is too common or too easy to guess. Choose a longer, less predictable one.',
  /** The password is (or is built from) the account's own name or e-mail. */
  passwordFromAccount: 'The password must not contain your name or e-mail address.',
  passwordUnchanged: 'The new password must differ from the current one.',
  resetOwnPassword: 'Change your own password from the account menu.',
  resetSupremeAdmin: 'Nobody can reset the supreme super admin password.',
  adminNotFound: (id: number) => `No admin with id ${id}.`,
  sessionNotFound: 'This session is not one of yours, or it has already ended.',
  endSessionsSuperAdminOnly: 'Only a super admin can end the sessions of another admin.',
} as const;

/** How long a link stays usable. */
export const ACCOUNT_LINK_TTL_MS = { invitation: 72 * 3_600_000, 'password-reset': 3_600_000 } as const;
export type AccountLinkKind = keyof typeof ACCOUNT_LINK_TTL_MS;

/** Where a link leads in the SPA; the secret rides in the query. */
export const ACCOUNT_LINK_PATH = { invitation: '/register', 'password-reset': '/reset-password' } as const;
export const ACCOUNT_LINK_PARAM = { invitation: 'invitation', 'password-reset': 'token' } as const;

/** The length rule of every new password; strength (dictionary, context) is the gateway's check. */
export const ZNewPassword = ZText().min(10, ACCOUNT_MESSAGES.passwordTooShort).max(1024);

const ZLinkSecret = ZText().trim().min(1).max(256);

export const ZInvitationBody = z.object({ email: ZText().trim().email('E-mail is invalid!').max(255) });
/** A link a super admin hands over: its path (with the secret) on this origin, and its end. */
export const ZAccountLinkAnswer = z.object({ path: z.string(), expires_at: z.string() });
export type AccountLinkAnswer = z.infer<typeof ZAccountLinkAnswer>;

export const ZPasswordResetLinkParams = z.object({ id: z.coerce.number().int().positive() });
export const ZPasswordResetBody = z.object({ token: ZLinkSecret, password: ZNewPassword });
export const ZPasswordChangeBody = z.object({
  current_password: ZText().min(1, 'Current password is required!').max(1024),
  password: ZNewPassword,
});
/** How many of the person's other sessions the change ended. */
export const ZPasswordChangeAnswer = z.object({ ended_sessions: z.number().int() });
export { ZLinkSecret };

/** One open session of the person signed in: where and on what it was opened, when last used. */
export const ZAccountSession = z.object({
  id: z.string(),
  /** The browser's user agent when it signed in. */
  device: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The account switched into, when this session acts as another admin. */
  acting_as: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessionsAnswer = z.object({ data: z.array(ZAccountSession) });
export const ZAccountSessionParams = z.object({ id: z.uuid() });
/** How many sessions an end-all call ended. */
export const ZEndedSessionsAnswer = z.object({ ended_sessions: z.number().int() });
