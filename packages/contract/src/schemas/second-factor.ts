import { z } from 'zod';
import { ZPasskey, ZPasskeyCredential } from './passkeys.ts';
import { ZText } from './text.ts';

/**
 * The staff second factor and step-up (issue 24, items 1 and 5): TOTP with recovery codes, and the
 * re-authentication money and access calls need. Messages are one place for the gateway and the SPA.
 */
export const FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'This code is wrong or expired.',
  codeReused: 'This code has already been used. Wait for the next one.',
  recoveryCodeWrong: 'This recovery code is wrong or already used.',
  noPendingEnrolment: 'Start the enrolment again: no authenticator is waiting to be confirmed.',
  alreadyEnrolled: 'An authenticator is already enrolled. A super admin can reset it.',
  enrolmentRequired: 'Set up two-factor authentication before using the back office.',
  resetSuperAdminOnly: 'Only a super admin can reset the second factor of another admin.',
  resetOwnFactors: 'Ask another super admin to reset your own second factor.',
  reauthRequired: 'Confirm it is you: sign-in was more than 10 minutes ago.',
  reauthOneOf: 'Enter your password or a code from your authenticator app.',
} as const;

/** How long a sign-in or re-authentication lets a step-up call through. */
export const STEP_UP_WINDOW_MS = 10 * 60 * 1000;
/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const ZFactorCode = ZText()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().min(1, FACTOR_MESSAGES.codeRequired).max(32));

/** The authenticator to add: scan the QR code (a data: URL) or type the secret; the otpauth URI is both. */
export const ZTotpEnrolment = z.object({ secret: z.string(), otpauth_uri: z.string(), qr_code: z.string() });
export type TotpEnrolment = z.infer<typeof ZTotpEnrolment>;
export const ZTotpConfirmBody = z.object({ code: ZFactorCode });
/** Shown once: each works once in place of a code. */
export const ZRecoveryCodesAnswer = z.object({ recovery_codes: z.array(z.string()) });
export const ZFactorsAnswer = z.object({
  totp: z.boolean(),
  /** Passkeys and security keys, oldest first. */
  passkeys: z.array(ZPasskey),
  recovery_codes_left: z.number().int(),
  /** MFA_REQUIRED and no factor yet: this session may only enrol, read /api/me and sign out. */
  enrolment_required: z.boolean(),
});
export type FactorsAnswer = z.infer<typeof ZFactorsAnswer>;
/** Re-authentication: the password, a code (TOTP or recovery) or a passkey's answer. */
export const ZReauthBody = z
  .object({ password: ZText().max(1024).optional(), code: ZFactorCode.optional(), passkey: ZPasskeyCredential.optional() })
  .refine((b) => (b.password ?? '') !== '' || (b.code ?? '') !== '' || b.passkey !== undefined, {
    message: FACTOR_MESSAGES.reauthOneOf,
    path: ['password'],
  });
export const ZReauthAnswer = z.object({ authenticated_at: z.string() });
export const ZAdminIdParams = z.object({ id: z.coerce.number().int().positive() });
