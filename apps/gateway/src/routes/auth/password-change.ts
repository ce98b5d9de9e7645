import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ADMIN_LOG_SERVER_ACTIONS, ZPasswordChangeAnswer, ZPasswordChangeBody, type ApiCall } from '@bo/contract';
import { hashPassword, verifyPassword } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import { writeAdminLog } from '../../accounts/admin-log.ts';
import { passwordHashOf, setPasswordHash } from '../../accounts/admins.ts';
import { attemptLimits } from '../../accounts/attempt-limits.ts';
import { passwordWeakness } from '../../accounts/password-strength.ts';
import { sessionsEnded } from '../../accounts/sessions-ended.ts';
import { revokePersonSessions } from '../../accounts/sessions.ts';

/**
 * PUT /api/account/password: the person signed in (the original admin when switched) changes their
 * password with the current one; every other session of theirs ends, this one stays. A wrong current
 * password counts as a failed sign-in of that e-mail (the same limits), so a stolen session cannot
 * guess it freely.
 */
export async function passwordChangeRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZPasswordChangeBody, response: { 200: ZPasswordChangeAnswer } },
    handler: async (request) => {
      const auth = request.auth!;
      const person = auth.original ?? auth.admin;
      const { current_password: current, password } = request.body;
      const now = app.clock();
      const stored = await passwordHashOf(app.db, person.id);
      if (
        (await attemptLimits.signInWait(app.loginAttempts, person.email, request.ip, now)) > 0 ||
        !stored ||
        !(await verifyPassword(current, stored))
      ) {
        await attemptLimits.signInFailed(app.loginAttempts, person.email, request.ip, now);
        throw unprocessable({ current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      }
      if (password === current) throw unprocessable({ password: [ACCOUNT_MESSAGES.passwordUnchanged] });
      const weakness = passwordWeakness(password, person);
      if (weakness) throw unprocessable({ password: [weakness] });
      const hash = await hashPassword(password);
      const ended = await app.db.transaction(async (tx) => {
        await setPasswordHash(tx, person.id, hash);
        const count = await revokePersonSessions(tx, person.id, auth.sessionId, now);
        await writeAdminLog(tx, {
          adminId: auth.admin.id,
          originalAdminId: auth.original?.id ?? null,
          action: ADMIN_LOG_SERVER_ACTIONS.adminPasswordChange,
          requestUrl: request.url,
          data: { admin_id: person.id, ended_sessions: count },
        });
        return count;
      });
      await sessionsEnded(app, ended);
      request.audit.event = { type: 'password-change', admin_id: person.id, ended_sessions: ended };
      return { ended_sessions: ended };
    },
  });
}
