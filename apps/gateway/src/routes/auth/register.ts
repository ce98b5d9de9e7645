import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ZRegisterAnswer, ZRegisterBody, type ApiCall } from '@bo/contract';
import { hashPassword } from '@bo/db';
import { forbidden, unprocessable } from '@bo/server-kit';
import { spendAccountLink } from '../../accounts/account-links.ts';
import { attemptLimits } from '../../accounts/attempt-limits.ts';
import { presentAdmin } from '../../accounts/admin-record.ts';
import { insertRegisteredAdmin } from '../../accounts/admins.ts';
import { passwordWeakness } from '../../accounts/password-strength.ts';
import { MESSAGE } from '../../messages.ts';
import { refuseWhileWaiting } from './rate-limited.ts';
import type { AccountSettings } from './settings.ts';

/**
 * POST /api/register: a staff account without modules, which cannot sign in until a super admin grants
 * some. Open to anyone only when REGISTRATION is on (the demo); otherwise it needs a super admin's
 * invitation link for that e-mail, spent in the same transaction as the account is made. Limited per
 * address like sign-in (LIMIT.registerAttempts per window, shared through Redis): each attempt costs a
 * password hash and may make an account. Common passwords and ones built from the name or e-mail are
 * refused offline.
 */
export async function registerRoute(
  app: FastifyInstance,
  call: ApiCall,
  _calls: readonly ApiCall[],
  settings: AccountSettings,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZRegisterBody, response: { 201: ZRegisterAnswer } },
    handler: async (request, reply) => {
      const { name, email, password, invitation } = request.body;
      if (!settings.registration && !invitation) throw forbidden(ACCOUNT_MESSAGES.registrationClosed);
      const now = app.clock();
      const waitMs = await attemptLimits.registerWait(app.loginAttempts, request.ip, now);
      refuseWhileWaiting(request, reply, waitMs, MESSAGE.tooManyRegisterAttempts);
      await attemptLimits.registerAttempted(app.loginAttempts, request.ip, now);
      const weakness = passwordWeakness(password, { email, name });
      if (weakness) throw unprocessable({ password: [weakness] });
      const passwordHash = await hashPassword(password);
      const created = await app.db.transaction(async (tx) => {
        if (invitation) {
          const link = await spendAccountLink(tx, 'invitation', invitation, now);
          if (!link) throw unprocessable({ invitation: [ACCOUNT_MESSAGES.invitationInvalid] });
          if (link.email?.toLowerCase() !== email.toLowerCase()) throw unprocessable({ email: [ACCOUNT_MESSAGES.invitationOtherEmail] });
        }
        const admin = await insertRegisteredAdmin(tx, { name, email, passwordHash });
        if (!admin) throw unprocessable({ email: [MESSAGE.emailTaken] });
        return admin;
      });
      request.audit.event = { type: 'register', email, invited: invitation !== undefined };
      return reply.code(201).send({ admin: presentAdmin(created, null) });
    },
  });
}
