import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_LINK_PARAM, ACCOUNT_LINK_PATH, ACCOUNT_LINK_TTL_MS, type AccountLinkAnswer, type AccountLinkKind } from '@bo/contract';
import type { Queryable } from '@bo/db';

/** Only the hash of a link's secret is stored: the table alone opens nothing. */
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export interface NewLink {
  kind: AccountLinkKind;
  email?: string;
  adminId?: number;
  createdBy: number;
}

/**
 * Issues a one-time link and answers its path (with the secret) and end. A new reset link for an
 * admin replaces that admin's unused ones, so only the newest works.
 */
export async function issueAccountLink(db: Queryable, link: NewLink, now: number): Promise<AccountLinkAnswer> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ACCOUNT_LINK_TTL_MS[link.kind]);
  if (link.kind === 'password-reset')
    await db.query(`UPDATE gateway.account_links SET used_at = $2 WHERE kind = 'password-reset' AND admin_id = $1 AND used_at IS NULL`, [
      link.adminId,
      new Date(now),
    ]);
  await db.query(
    `INSERT INTO gateway.account_links (kind, token_hash, email, admin_id, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [link.kind, hashOf(secret), link.email ?? null, link.adminId ?? null, link.createdBy, new Date(now), expiresAt],
  );
  const query = new URLSearchParams({ [ACCOUNT_LINK_PARAM[link.kind]]: secret });
  return { path: `${ACCOUNT_LINK_PATH[link.kind]}?${query}`, expires_at: expiresAt.toISOString() };
}

export interface UsedLink {
  id: number;
  email: string | null;
  admin_id: number | null;
  created_by: number;
}

/** Spends a link: answers it once if it is of that kind, unused and unexpired; null otherwise. Run in the write's transaction. */
export async function spendAccountLink(db: Queryable, kind: AccountLinkKind, secret: string, now: number): Promise<UsedLink | null> {
  const r = await db.query<UsedLink>(
    `UPDATE gateway.account_links SET used_at = $3
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING id::int AS id, email, admin_id, created_by`,
    [hashOf(secret), kind, new Date(now)],
  );
  return r.rows[0] ?? null;
}
