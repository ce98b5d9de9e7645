import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { FACTOR_MESSAGES, RECOVERY_CODE_COUNT, type TotpEnrolment } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { DataKeys } from './data-keys.ts';

/** The authenticator app's label for the account (otpauth issuer). */
const ISSUER = 'Backoffice';
/** One 30-second step either side of now: an authenticator's clock may drift that much. */
const TOLERANCE_SECONDS = 30;

interface FactorRow {
  totp_secret: string | null;
  pending_secret: string | null;
  last_step: string | number | null;
}

async function factorRow(db: Queryable, adminId: number, lock = false): Promise<FactorRow | null> {
  const r = await db.query<FactorRow>(
    `SELECT totp_secret, pending_secret, last_step FROM gateway.admin_factors WHERE admin_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [adminId],
  );
  return r.rows[0] ?? null;
}

/** Whether the admin has an enrolled TOTP authenticator. */
export async function hasTotp(db: Queryable, adminId: number): Promise<boolean> {
  return (await factorRow(db, adminId))?.totp_secret != null;
}

export async function recoveryCodesLeft(db: Queryable, adminId: number): Promise<number> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM gateway.recovery_codes WHERE admin_id = $1 AND used_at IS NULL', [
    adminId,
  ]);
  return r.rows[0]?.n ?? 0;
}

/** A new seed waiting for its first code: replaces any earlier pending one; the enrolled one (if any) stays. */
export async function startTotp(db: Queryable, keys: DataKeys, admin: { id: number; email: string }): Promise<TotpEnrolment> {
  const secret = generateSecret();
  await db.query(
    `INSERT INTO gateway.admin_factors (admin_id, pending_secret) VALUES ($1, $2)
     ON CONFLICT (admin_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret, updated_at = now()`,
    [admin.id, keys.seal(secret)],
  );
  const uri = generateURI({ issuer: ISSUER, label: admin.email, secret });
  return { secret, otpauth_uri: uri, qr_code: await toDataURL(uri, { margin: 1, width: 200 }) };
}

/** Why a code was refused: the message names the `code` field. */
export type CodeCheck = { ok: true; step: number } | { ok: false; message: string };

async function checkTotp(secret: string, code: string, lastStep: number | null, now: number): Promise<CodeCheck> {
  if (!/^\d{6}$/.test(code)) return { ok: false, message: FACTOR_MESSAGES.codeWrong };
  const result = await verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid) return { ok: false, message: FACTOR_MESSAGES.codeWrong };
  const step = (result as { timeStep: number }).timeStep;
  if (lastStep !== null && step <= lastStep) return { ok: false, message: FACTOR_MESSAGES.codeReused };
  return { ok: true, step };
}

const hashCode = (code: string): string => createHash('sha256').update(code.toLowerCase()).digest('hex');

/** Ten fresh codes (xxxxx-xxxxx, base32 letters): only their hashes are kept; the old ones end. */
export async function newRecoveryCodes(db: Queryable, adminId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db.query('DELETE FROM gateway.recovery_codes WHERE admin_id = $1', [adminId]);
  await db.query('INSERT INTO gateway.recovery_codes (admin_id, code_hash) SELECT $1, unnest($2::text[])', [adminId, codes.map(hashCode)]);
  return codes;
}

/**
 * Confirms the pending seed with a code from it: the seed becomes the enrolled one (its step used),
 * and ten recovery codes replace any earlier ones. Answers the codes, or why the code was refused.
 */
export async function confirmTotp(
  db: Queryable,
  keys: DataKeys,
  adminId: number,
  code: string,
  now: number,
): Promise<{ ok: true; codes: string[] } | { ok: false; message: string }> {
  const row = await factorRow(db, adminId, true);
  if (!row?.pending_secret) return { ok: false, message: FACTOR_MESSAGES.noPendingEnrolment };
  const check = await checkTotp(keys.open(row.pending_secret), code, null, now);
  if (!check.ok) return check;
  await db.query(
    `UPDATE gateway.admin_factors SET totp_secret = pending_secret, pending_secret = NULL, last_step = $2,
            enrolled_at = $3, updated_at = $3 WHERE admin_id = $1`,
    [adminId, check.step, new Date(now)],
  );
  return { ok: true, codes: await newRecoveryCodes(db, adminId) };
}

/**
 * A second-factor code at sign-in or re-authentication: a TOTP code of the enrolled seed (newer than
 * the last one accepted) or an unused recovery code. Accepting it spends it, in the caller's transaction.
 */
export async function useFactorCode(db: Queryable, keys: DataKeys, adminId: number, code: string, now: number): Promise<CodeCheck> {
  const row = await factorRow(db, adminId, true);
  if (/^\d{6}$/.test(code)) {
    if (!row?.totp_secret) return { ok: false, message: FACTOR_MESSAGES.codeWrong };
    const check = await checkTotp(keys.open(row.totp_secret), code, row.last_step === null ? null : Number(row.last_step), now);
    if (check.ok) await db.query('UPDATE gateway.admin_factors SET last_step = $2 WHERE admin_id = $1', [adminId, check.step]);
    return check;
  }
  const hash = hashCode(code);
  const r = await db.query<{ id: string; code_hash: string }>(
    'SELECT id, code_hash FROM gateway.recovery_codes WHERE admin_id = $1 AND used_at IS NULL FOR UPDATE',
    [adminId],
  );
  const match = r.rows.find((c) => timingSafeEqual(Buffer.from(c.code_hash), Buffer.from(hash)));
  if (!match) return { ok: false, message: FACTOR_MESSAGES.recoveryCodeWrong };
  await db.query('UPDATE gateway.recovery_codes SET used_at = $2 WHERE id = $1', [match.id, new Date(now)]);
  return { ok: true, step: -1 };
}

/** A super admin's reset: the seed, any pending one and the recovery codes go (passkeys.ts removes the keys). Answers whether there was one. */
export async function resetFactors(db: Queryable, adminId: number): Promise<boolean> {
  const r = await db.query('DELETE FROM gateway.admin_factors WHERE admin_id = $1 AND totp_secret IS NOT NULL', [adminId]);
  await db.query('DELETE FROM gateway.admin_factors WHERE admin_id = $1', [adminId]);
  await db.query('DELETE FROM gateway.recovery_codes WHERE admin_id = $1', [adminId]);
  return (r.rowCount ?? 0) > 0;
}
