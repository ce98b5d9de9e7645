import type { FastifyInstance } from 'fastify';
import { checkSession } from '../accounts/session-check.ts';
import { loadSession, signedInOf, touchSession } from '../accounts/sessions.ts';
import { readToken } from '../accounts/tokens.ts';
import type { SignedIn } from '../fastify-types.ts';

export type SocketIdentity = SignedIn | { refused: string };

/**
 * The same token and session rules as every HTTP call (plugins/app/authenticate.ts). The upgrade
 * counts as use of the session (`touch`); the periodic re-checks of an open socket do not, so an
 * open tab alone never keeps an idle session alive.
 */
export async function identifySocket(app: FastifyInstance, token: string | null, opts: { touch: boolean }): Promise<SocketIdentity> {
  if (!token) return { refused: 'no-token' };
  const now = app.clock();
  const read = readToken(app.jwt, token, now);
  if (!read.ok) return { refused: read.reason };
  const session = await loadSession(app.db, read.claims.sid);
  const check = checkSession(session, read.claims, now);
  if (!check.ok || !session) return { refused: check.ok ? 'session-unknown' : check.reason };
  // A session that must enrol a second factor first (MFA_REQUIRED) gets no live events.
  if (session.needsEnrolment) return { refused: 'enrolment-required' };
  if (opts.touch && check.touch) await touchSession(app.db, session.id, now);
  return signedInOf(session);
}
