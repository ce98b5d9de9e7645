import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ADMIN_LOG_SERVER_ACTIONS, ZPasswordResetBody, type ApiCall } from '@bo/contract';
import { hashPassword } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import { spendAccountLink } from '../../accounts/account-links.ts';
import { writeAdminLog } from '../../accounts/admin-log.ts';
import { findAdmin, setPasswordHash } from '../../accounts/admins.ts';
import { passwordWeakness } from '../../accounts/password-strength.ts';
import { sessionsEnded } from '../../accounts/sessions-ended.ts';
import { revokePersonSessions } from '../../accounts/sessions.ts';

/**
 * POST /api/password-reset (public): sets the password of the admin a reset link names, once, before
 * the link expires, and ends every session of that admin. A refused password leaves the link usable.
 */
export async function passwordResetRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZPasswordResetBody },
    handler: async (request, reply) => {
      const { token, password } = request.body;
      const now = app.clock();
      const ended = await app.db.transaction(async (tx) => {
        const link = await spendAccountLink(tx, 'password-reset', token, now);
        const admin = link?.admin_id ? await findAdmin(tx, link.admin_id) : null;
        if (!link || !admin) throw unprocessable({ token: [ACCOUNT_MESSAGES.resetLinkInvalid] });
        const weakness = passwordWeakness(password, admin);
        // Thrown inside the transaction: the link is not spent.
        if (weakness) throw unprocessable({ password: [weakness] });
        await setPasswordHash(tx, admin.id, await hashPassword(password));
        const count = await revokePersonSessions(tx, admin.id, null, now);
        await writeAdminLog(tx, {
          adminId: admin.id,
          originalAdminId: null,
          action: ADMIN_LOG_SERVER_ACTIONS.adminPasswordReset,
          requestUrl: request.url,
          data: { link_id: link.id, issued_by: link.created_by, ended_sessions: count },
        });
        request.audit.adminId = admin.id;
        request.audit.event = { type: 'password-reset', admin_id: admin.id, ended_sessions: count };
        return count;
      });
      await sessionsEnded(app, ended);
      return reply.code(204).send();
    },
  });
}
