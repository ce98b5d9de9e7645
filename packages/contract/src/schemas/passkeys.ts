import { z } from 'zod';
import { ZText } from './text.ts';

/**
 * Passkeys and security keys (WebAuthn) as the staff second factor (issue 24, item 1), beside TOTP.
 * The ceremony's options and answers are WebAuthn's JSON forms (the browser library makes and reads
 * them); the gateway checks what they say.
 */
export const PASSKEY_MESSAGES = {
  nameRequired: 'Name the passkey or security key (e.g. "YubiKey" or "Work laptop").',
  challengeExpired: 'This passkey request expired or was already used. Try again.',
  notVerified: 'This passkey or security key could not be verified. Try again.',
  unknown: 'This passkey or security key is not registered to your account.',
  alreadyRegistered: 'This passkey or security key is already registered.',
  /** At sign-in, when the account has a passkey and no authenticator app. */
  passkeyRequired: 'Use your passkey or security key, or enter a recovery code.',
  /** The browser refused or the person cancelled (the browser's own reason is not shown). */
  cancelled: 'The passkey request was cancelled or timed out. Try again.',
  /** A passkey as the only factor (issue 24): the key chosen is no admin's (removed, or reset by a super admin). */
  notRegistered: 'This passkey is not registered to any account. Sign in with your password.',
} as const;

/** How long a ceremony's challenge is accepted (WebAuthn's timeout is the same). */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

/** WebAuthn's JSON options (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON), handed to the browser as they are. */
export const ZPasskeyOptions = z.record(z.string(), z.unknown());
export type PasskeyOptions = z.infer<typeof ZPasskeyOptions>;

/** A RegistrationResponseJSON or AuthenticationResponseJSON: base64url strings; the gateway verifies the rest. */
export const ZPasskeyCredential = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});
export type PasskeyCredential = z.infer<typeof ZPasskeyCredential>;

export const ZPasskeyRegisterBody = z.object({
  name: ZText().trim().min(1, PASSKEY_MESSAGES.nameRequired).max(64),
  credential: ZPasskeyCredential,
});

/** One of the person's passkeys, as the 'Two-factor authentication' dialog lists it. */
export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  transports: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof ZPasskey>;

/** A passkey added; the recovery codes (shown once) when it is the person's first factor, else none. */
export const ZPasskeyRegisterAnswer = z.object({ passkey: ZPasskey, recovery_codes: z.array(z.string()) });
export const ZPasskeyIdParams = z.object({ id: z.coerce.number().int().positive() });
