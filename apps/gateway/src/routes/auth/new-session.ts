import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginAnswer } from '@bo/contract';
import { presentAdmin, type AdminRecord } from '../../accounts/admin-record.ts';
import { setSessionCookie, wantsSessionCookie } from '../../accounts/session-cookie.ts';
import { openSession, revokeSession } from '../../accounts/sessions.ts';
import { sessionChanged } from '../../accounts/sessions-ended.ts';
import { issueToken } from '../../accounts/tokens.ts';

export interface SessionStart {
  /** The account the token acts as. */
  admin: AdminRecord;
  /** The admin who signed in, when acting as someone else. */
  original: AdminRecord | null;
  /** Absolute end: 12 h after sign-in, kept across switches. */
  expiresAt: number;
  /** The session this one replaces (switch, switch back): revoked in the same transaction. */
  replaces?: string;
  /** Last sign-in or re-authentication: now at sign-in, kept across switches. */
  authenticatedAt: number;
  /** MFA_REQUIRED and no factor yet (kept across switches). */
  needsEnrolment: boolean;
}

/**
 * Opens a session, signs its token and answers {token, admin} (ZLoginAnswer); when the SPA asks for
 * the cookie, the token goes into it instead and the answer is {admin}.
 */
export async function answerWithSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  start: SessionStart,
  /** Single sign-on's return from the provider is a navigation, not a call of the SPA: always the cookie. */
  inCookie = wantsSessionCookie(request),
): Promise<LoginAnswer> {
  const now = app.clock();
  const sessionId = await app.db.transaction(async (tx) => {
    if (start.replaces) await revokeSession(tx, start.replaces, now);
    return openSession(
      tx,
      {
        admin: start.admin,
        original: start.original,
        expiresAt: start.expiresAt,
        userAgent: request.headers['user-agent'] ?? null,
        client: request.ip,
        authenticatedAt: start.authenticatedAt,
        needsEnrolment: start.needsEnrolment,
      },
      now,
    );
  });
  // The replaced token is refused at once on every instance.
  if (start.replaces) await sessionChanged(app, start.replaces);
  const token = issueToken(app.jwt, {
    adminId: start.admin.id,
    sessionId,
    original: start.original,
    issuedAt: now,
    expiresAt: start.expiresAt,
  });
  request.audit.adminId = start.original?.id ?? start.admin.id;
  request.audit.actingAs = start.original ? start.admin.id : null;
  const admin = presentAdmin(start.admin, start.original);
  let answer: LoginAnswer;
  if (inCookie) {
    setSessionCookie(reply, token, start.expiresAt, now);
    answer = { admin };
  } else answer = { token, admin };
  if (start.needsEnrolment) answer.enrolment_required = true;
  return answer;
}
