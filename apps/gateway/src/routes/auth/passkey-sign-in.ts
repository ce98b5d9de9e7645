import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUsableAdmin, ZLoginAnswer, ZPasskeyOptions, ZPasskeySignInBody, type ApiCall } from '@bo/contract';
import { forbidden, unprocessable } from '@bo/server-kit';
import { findAdmin } from '../../accounts/admins.ts';
import { attemptLimits } from '../../accounts/attempt-limits.ts';
import { signInOptions, usePasskeyAlone } from '../../accounts/passkey-sign-in.ts';
import { relyingParty } from '../../accounts/relying-party.ts';
import { LIMIT } from '../../limits.ts';
import { MESSAGE } from '../../messages.ts';
import { answerWithSession } from './new-session.ts';

/** POST /api/login/passkey/options: a challenge for any of this site's discoverable keys (no e-mail asked). */
export async function passkeySignInOptionsRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZPasskeyOptions } },
    handler: async (request) => signInOptions(app.db, relyingParty(request, app.webauthn), app.clock()),
  });
}

/**
 * POST /api/login/passkey: 'Sign in with a passkey'. A verified key (user verification required) is a
 * sign-in with a second factor: no password, no code, MFA_REQUIRED satisfied, step-up fresh. The
 * session is the one a password sign-in opens (cookie for the SPA, bearer token for API clients).
 */
export async function passkeySignInRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZPasskeySignInBody, response: { 200: ZLoginAnswer } },
    handler: async (request, reply) => {
      const now = app.clock();
      const check = await app.db.transaction((tx) => usePasskeyAlone(tx, relyingParty(request, app.webauthn), request.body.passkey, now));
      const admin = check.ok ? await findAdmin(app.db, check.value.adminId) : null;
      if (!check.ok || !admin) {
        request.audit.event = { type: 'login', outcome: 'wrong-passkey', email: '', method: 'passkey' };
        throw unprocessable({ passkey: [check.ok ? MESSAGE.wrongCredentials : check.message] });
      }
      request.audit.adminId = admin.id;
      if (!isUsableAdmin(admin)) {
        request.audit.event = { type: 'login', outcome: 'no-access', email: admin.email, method: 'passkey' };
        throw forbidden(MESSAGE.noAccessYet);
      }
      await attemptLimits.signedIn(app.loginAttempts, admin.email, request.ip);
      request.audit.event = { type: 'login', outcome: 'success', email: admin.email, method: 'passkey' };
      return answerWithSession(app, request, reply, {
        admin,
        original: null,
        expiresAt: now + LIMIT.sessionMaxAgeMs,
        authenticatedAt: now,
        needsEnrolment: false,
      });
    },
  });
}
