import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FACTOR_MESSAGES, isUsableAdmin, PASSKEY_MESSAGES, ZLoginAnswer, ZLoginBody, type ApiCall } from '@bo/contract';
import { hashPassword, needsRehash, verifyPassword } from '@bo/db';
import { forbidden, unprocessable } from '@bo/server-kit';
import { findAdminForSignIn, upgradePasswordHash } from '../../accounts/admins.ts';
import { attemptLimits } from '../../accounts/attempt-limits.ts';
import { hasTotp, useFactorCode } from '../../accounts/factors.ts';
import { hasPasskey, usePasskey } from '../../accounts/passkeys.ts';
import { relyingParty } from '../../accounts/relying-party.ts';
import { LIMIT } from '../../limits.ts';
import { MESSAGE } from '../../messages.ts';
import { factorAsker } from './ask-factor.ts';
import { answerWithSession } from './new-session.ts';
import { refuseWhileWaiting } from './rate-limited.ts';

/**
 * An unknown e-mail is checked against this throwaway hash, so it takes as long as a wrong password.
 * One per process: at scrypt's cost, a hash per gateway built would slow every start (and test).
 */
let decoy: Promise<string> | null = null;
const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

/** POST /api/login: password check, failed-attempt limit, and the no-modules rule (specification 01, section 6). */
export async function loginRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  await decoyHash();
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZLoginBody, response: { 200: ZLoginAnswer } },
    handler: async (request, reply) => {
      const { email, password, code, passkey } = request.body;
      const now = app.clock();
      const waitMs = await attemptLimits.signInWait(app.loginAttempts, email, request.ip, now);
      refuseWhileWaiting(request, reply, waitMs, MESSAGE.tooManyLoginAttempts, { type: 'login', outcome: 'rate-limited', email });
      const admin = await findAdminForSignIn(app.db, email);
      const passwordMatches = await verifyPassword(password, admin?.password_hash ?? (await decoyHash()));
      if (!admin || !passwordMatches) {
        await attemptLimits.signInFailed(app.loginAttempts, email, request.ip, now);
        request.audit.event = { type: 'login', outcome: 'wrong-credentials', email };
        throw unprocessable(MESSAGE.wrongCredentials);
      }
      if (!isUsableAdmin(admin)) {
        request.audit.event = { type: 'login', outcome: 'no-access', email };
        request.audit.adminId = admin.id;
        throw forbidden(MESSAGE.noAccessYet);
      }
      // The second factor (issue 24): a TOTP or recovery code, or a passkey, spent once accepted. A wrong one counts as a failed sign-in.
      const totp = await hasTotp(app.db, admin.id);
      const withPasskey = await hasPasskey(app.db, admin.id);
      const enrolled = totp || withPasskey;
      if (enrolled) {
        const rp = relyingParty(request, app.webauthn);
        const askFactor = factorAsker(app, rp, admin.id, withPasskey, now);
        if (!code && !passkey) {
          request.audit.event = { type: 'login', outcome: 'code-required', email };
          return askFactor('code', totp ? FACTOR_MESSAGES.codeRequired : PASSKEY_MESSAGES.passkeyRequired);
        }
        const check = await app.db.transaction<{ ok: true } | { ok: false; message: string }>((tx) =>
          passkey ? usePasskey(tx, rp, admin.id, passkey, now) : useFactorCode(tx, app.dataKeys, admin.id, code!, now),
        );
        if (!check.ok) {
          await attemptLimits.signInFailed(app.loginAttempts, email, request.ip, now);
          request.audit.event = { type: 'login', outcome: passkey ? 'wrong-passkey' : 'wrong-code', email };
          request.audit.adminId = admin.id;
          return askFactor(passkey ? 'passkey' : 'code', check.message);
        }
      }
      await attemptLimits.signedIn(app.loginAttempts, email, request.ip);
      // A hash of a lower cost (written before the cost was raised) is replaced now that the password is known.
      if (needsRehash(admin.password_hash)) await upgradePasswordHash(app.db, admin.id, admin.password_hash, await hashPassword(password));
      const { password_hash: _hash, ...signedIn } = admin;
      request.audit.event = { type: 'login', outcome: 'success', email };
      return answerWithSession(app, request, reply, {
        admin: signedIn,
        original: null,
        expiresAt: now + LIMIT.sessionMaxAgeMs,
        authenticatedAt: now,
        // MFA_REQUIRED: without a factor, this session may only enrol one (then it acts as any other).
        needsEnrolment: app.mfaRequired && !enrolled,
      });
    },
  });
}
