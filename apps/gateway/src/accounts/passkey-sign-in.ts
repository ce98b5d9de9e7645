import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { PASSKEY_CHALLENGE_MS, PASSKEY_MESSAGES, type PasskeyCredential, type PasskeyOptions } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { checkAssertion, passkeyUserHandle, type PasskeyCheck, type PasskeyRow } from './passkeys.ts';
import type { RelyingParty } from './relying-party.ts';

/**
 * A passkey as the only factor (issue 24): a usernameless ceremony. No key is named in the options;
 * the authenticator offers its discoverable credentials for this site, and the one chosen says whose
 * it is. User verification (PIN or biometrics) is required, so the key is two factors in one.
 */
export async function signInOptions(db: Queryable, rp: RelyingParty, now: number): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: PASSKEY_CHALLENGE_MS, userVerification: 'required' });
  await db.query('DELETE FROM gateway.passkey_sign_in_challenges WHERE expires_at < $1', [new Date(now)]);
  await db.query('INSERT INTO gateway.passkey_sign_in_challenges (challenge, expires_at) VALUES ($1, $2)', [
    options.challenge,
    new Date(now + PASSKEY_CHALLENGE_MS),
  ]);
  return options as unknown as PasskeyOptions;
}

/** The challenge the browser signed, as its client data says (verified against the signature afterwards). */
function signedChallenge(answer: PasskeyCredential): string | null {
  const clientData = answer.response.clientDataJSON;
  if (typeof clientData !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8'));
    const challenge = typeof parsed === 'object' && parsed !== null ? (parsed as { challenge?: unknown }).challenge : undefined;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Checks a discoverable key's answer: its challenge is one of ours (taken once, unexpired), the key is
 * registered, the user handle is the key's admin, and the signature holds with user verification.
 * Answers the admin the key belongs to.
 */
export async function usePasskeyAlone(
  db: Queryable,
  rp: RelyingParty,
  answer: PasskeyCredential,
  now: number,
): Promise<PasskeyCheck<{ adminId: number }>> {
  const challenge = signedChallenge(answer);
  const taken = challenge
    ? await db.query<{ expires_at: Date }>('DELETE FROM gateway.passkey_sign_in_challenges WHERE challenge = $1 RETURNING expires_at', [
        challenge,
      ])
    : null;
  const kept = taken?.rows[0];
  if (!challenge || !kept || kept.expires_at.getTime() <= now) return { ok: false, message: PASSKEY_MESSAGES.challengeExpired };
  const r = await db.query<PasskeyRow & { admin_id: number }>(
    `SELECT id, admin_id, credential_id, public_key, counter, transports, name, created_at, last_used_at
       FROM gateway.passkeys WHERE credential_id = $1 FOR UPDATE`,
    [answer.id],
  );
  const row = r.rows[0];
  if (!row) return { ok: false, message: PASSKEY_MESSAGES.notRegistered };
  const userHandle = answer.response.userHandle;
  if (typeof userHandle !== 'string' || Buffer.from(userHandle, 'base64url').toString('utf8') !== passkeyUserHandle(row.admin_id))
    return { ok: false, message: PASSKEY_MESSAGES.notVerified };
  const checked = await checkAssertion(db, rp, row, answer, challenge, true, now);
  return checked.ok ? { ok: true, value: { adminId: row.admin_id } } : checked;
}
