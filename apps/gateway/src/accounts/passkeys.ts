import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_CHALLENGE_MS, PASSKEY_MESSAGES, type Passkey, type PasskeyCredential, type PasskeyOptions } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { RelyingParty } from './relying-party.ts';

/** The name the authenticator shows for this site. */
const RP_NAME = 'Backoffice';

type Purpose = 'register' | 'authenticate';

/** The WebAuthn user handle a key is created for; a discoverable key gives it back when it signs in. */
export const passkeyUserHandle = (adminId: number): string => `admin-${adminId}`;

export interface PasskeyRow {
  id: string;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const presentPasskey = (row: PasskeyRow): Passkey => ({
  id: Number(row.id),
  name: row.name,
  transports: row.transports,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

async function passkeyRows(db: Queryable, adminId: number): Promise<PasskeyRow[]> {
  const r = await db.query<PasskeyRow>(
    `SELECT id, credential_id, public_key, counter, transports, name, created_at, last_used_at
       FROM gateway.passkeys WHERE admin_id = $1 ORDER BY id`,
    [adminId],
  );
  return r.rows;
}

/** The person's passkeys and security keys, oldest first. */
export async function listPasskeys(db: Queryable, adminId: number): Promise<Passkey[]> {
  return (await passkeyRows(db, adminId)).map(presentPasskey);
}

export async function hasPasskey(db: Queryable, adminId: number): Promise<boolean> {
  const r = await db.query('SELECT 1 FROM gateway.passkeys WHERE admin_id = $1 LIMIT 1', [adminId]);
  return (r.rowCount ?? 0) > 0;
}

/** Keeps the ceremony's challenge, replacing an earlier one of the same purpose. */
async function keepChallenge(db: Queryable, adminId: number, purpose: Purpose, challenge: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO gateway.passkey_challenges (admin_id, purpose, challenge, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (admin_id, purpose) DO UPDATE SET challenge = EXCLUDED.challenge, expires_at = EXCLUDED.expires_at`,
    [adminId, purpose, challenge, new Date(now + PASSKEY_CHALLENGE_MS)],
  );
}

/** Takes the challenge (it works once, whatever the answer), or null when there is none or it expired. */
async function takeChallenge(db: Queryable, adminId: number, purpose: Purpose, now: number): Promise<string | null> {
  const r = await db.query<{ challenge: string; expires_at: Date }>(
    'DELETE FROM gateway.passkey_challenges WHERE admin_id = $1 AND purpose = $2 RETURNING challenge, expires_at',
    [adminId, purpose],
  );
  const row = r.rows[0];
  return row && row.expires_at.getTime() > now ? row.challenge : null;
}

/** Options for the browser to create a credential; the person's own keys are excluded (no double registration). */
export async function registrationOptions(
  db: Queryable,
  rp: RelyingParty,
  admin: { id: number; email: string; name: string },
  now: number,
): Promise<PasskeyOptions> {
  const existing = await passkeyRows(db, admin.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: admin.email,
    userDisplayName: admin.name,
    userID: new TextEncoder().encode(passkeyUserHandle(admin.id)),
    attestationType: 'none',
    timeout: PASSKEY_CHALLENGE_MS,
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(db, admin.id, 'register', options.challenge, now);
  return options as unknown as PasskeyOptions;
}

/** Why a ceremony's answer was refused: the message names the field that carried it. */
export type PasskeyCheck<T> = { ok: true; value: T } | { ok: false; message: string; status?: 409 };

/** Verifies a new credential against the kept challenge and stores it under the admin's name for it. */
export async function registerPasskey(
  db: Queryable,
  rp: RelyingParty,
  adminId: number,
  body: { name: string; credential: PasskeyCredential },
  now: number,
): Promise<PasskeyCheck<Passkey>> {
  const challenge = await takeChallenge(db, adminId, 'register', now);
  if (!challenge) return { ok: false, message: PASSKEY_MESSAGES.challengeExpired };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: body.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, message: PASSKEY_MESSAGES.notVerified };
  }
  if (!verified.verified) return { ok: false, message: PASSKEY_MESSAGES.notVerified };
  const { credential } = verified.registrationInfo;
  const r = await db.query<PasskeyRow>(
    `INSERT INTO gateway.passkeys (admin_id, credential_id, public_key, counter, transports, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING
     RETURNING id, credential_id, public_key, counter, transports, name, created_at, last_used_at`,
    [
      adminId,
      credential.id,
      Buffer.from(credential.publicKey).toString('base64url'),
      credential.counter,
      credential.transports ?? body.credential.response.transports ?? [],
      body.name,
      new Date(now),
    ],
  );
  const row = r.rows[0];
  if (!row) return { ok: false, message: PASSKEY_MESSAGES.alreadyRegistered, status: 409 };
  return { ok: true, value: presentPasskey(row) };
}

/** Options for the browser to sign the challenge with one of the admin's keys; null when the admin has none. */
export async function authenticationOptions(db: Queryable, rp: RelyingParty, adminId: number, now: number): Promise<PasskeyOptions | null> {
  const existing = await passkeyRows(db, adminId);
  if (existing.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_CHALLENGE_MS,
    allowCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    userVerification: 'preferred',
  });
  await keepChallenge(db, adminId, 'authenticate', options.challenge, now);
  return options as unknown as PasskeyOptions;
}

/**
 * A passkey's answer at sign-in or re-authentication: it must answer the kept challenge (once), come
 * from one of the admin's keys, and count up from the last use (a counter going back is a cloned key).
 * Accepting it moves the counter and the time of last use, in the caller's transaction.
 */
export async function usePasskey(
  db: Queryable,
  rp: RelyingParty,
  adminId: number,
  answer: PasskeyCredential,
  now: number,
): Promise<PasskeyCheck<{ passkeyId: number }>> {
  const challenge = await takeChallenge(db, adminId, 'authenticate', now);
  if (!challenge) return { ok: false, message: PASSKEY_MESSAGES.challengeExpired };
  const r = await db.query<PasskeyRow>(
    `SELECT id, credential_id, public_key, counter, transports, name, created_at, last_used_at
       FROM gateway.passkeys WHERE admin_id = $1 AND credential_id = $2 FOR UPDATE`,
    [adminId, answer.id],
  );
  const row = r.rows[0];
  if (!row) return { ok: false, message: PASSKEY_MESSAGES.unknown };
  return checkAssertion(db, rp, row, answer, challenge, false, now);
}

/**
 * Verifies an answer signed by the stored key against the challenge, then moves the key's counter and
 * time of last use. A passkey as the only factor requires user verification (PIN or biometrics).
 */
export async function checkAssertion(
  db: Queryable,
  rp: RelyingParty,
  row: PasskeyRow,
  answer: PasskeyCredential,
  challenge: string,
  requireUserVerification: boolean,
  now: number,
): Promise<PasskeyCheck<{ passkeyId: number }>> {
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: answer as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: row.credential_id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter),
        transports: row.transports,
      },
      requireUserVerification,
    });
  } catch {
    return { ok: false, message: PASSKEY_MESSAGES.notVerified };
  }
  if (!verified.verified) return { ok: false, message: PASSKEY_MESSAGES.notVerified };
  await db.query('UPDATE gateway.passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [
    row.id,
    verified.authenticationInfo.newCounter,
    new Date(now),
  ]);
  return { ok: true, value: { passkeyId: Number(row.id) } };
}

/** Removes one of the person's keys; answers its name, or null when it is not theirs. */
export async function removePasskey(db: Queryable, adminId: number, id: number): Promise<string | null> {
  const r = await db.query<{ name: string }>('DELETE FROM gateway.passkeys WHERE id = $1 AND admin_id = $2 RETURNING name', [id, adminId]);
  return r.rows[0]?.name ?? null;
}

/** A super admin's reset: every key and ceremony under way go. Answers how many keys there were. */
export async function resetPasskeys(db: Queryable, adminId: number): Promise<number> {
  const r = await db.query('DELETE FROM gateway.passkeys WHERE admin_id = $1', [adminId]);
  await db.query('DELETE FROM gateway.passkey_challenges WHERE admin_id = $1', [adminId]);
  return r.rowCount ?? 0;
}
