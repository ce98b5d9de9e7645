import { LIMIT } from '../limits.ts';
import type { LoadedSession } from './sessions.ts';
import type { TokenClaims } from './tokens.ts';

export type SessionCheck = { ok: true; touch: boolean } | { ok: false; reason: string };

/**
 * Whether a token's session may act now: not revoked, not past its absolute end, not idle, and
 * issued for the access both admins still have (a role or module change bumps access_version).
 */
export function checkSession(session: LoadedSession | null, claims: TokenClaims, now: number): SessionCheck {
  if (!session) return { ok: false, reason: 'session-unknown' };
  if (session.revoked) return { ok: false, reason: 'session-revoked' };
  if (session.expiresAt <= now) return { ok: false, reason: 'session-expired' };
  if (now - session.lastSeenAt > LIMIT.sessionIdleMs) return { ok: false, reason: 'session-idle' };
  if (String(session.admin.id) !== claims.sub) return { ok: false, reason: 'session-mismatch' };
  if (session.admin.access_version !== session.accessVersion) return { ok: false, reason: 'access-changed' };
  if ((session.original?.id ?? undefined) !== claims.orig) return { ok: false, reason: 'session-mismatch' };
  if (session.original && session.original.access_version !== claims.oav) return { ok: false, reason: 'original-access-changed' };
  return { ok: true, touch: now - session.lastSeenAt >= LIMIT.sessionTouchEveryMs };
}
