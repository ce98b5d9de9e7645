import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_LOG_SERVER_ACTIONS, ZAccountLinkAnswer, ZInvitationBody, type ApiCall } from '@bo/contract';
import { unprocessable } from '@bo/server-kit';
import { issueAccountLink } from '../../accounts/account-links.ts';
import { writeAdminLog } from '../../accounts/admin-log.ts';
import { MESSAGE } from '../../messages.ts';
import { superAdminOnly } from './super-admin.ts';

/**
 * POST /api/admins/invitations: a super admin invites an e-mail to register, by a one-time link that
 * expires (ACCOUNT_LINK_TTL_MS); the account it makes has no modules until granted on /admins.
 */
export async function invitationRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZInvitationBody, response: { 201: ZAccountLinkAnswer } },
    handler: async (request, reply) => {
      const auth = superAdminOnly(request);
      const { email } = request.body;
      const now = app.clock();
      const link = await app.db.transaction(async (tx) => {
        const taken = await tx.query('SELECT 1 FROM core.admins WHERE lower(email) = lower($1)', [email]);
        if (taken.rows.length > 0) throw unprocessable({ email: [MESSAGE.emailTaken] });
        const issued = await issueAccountLink(tx, { kind: 'invitation', email, createdBy: auth.admin.id }, now);
        await writeAdminLog(tx, {
          adminId: auth.admin.id,
          originalAdminId: auth.original?.id ?? null,
          action: ADMIN_LOG_SERVER_ACTIONS.adminInvitation,
          requestUrl: request.url,
          data: { email, expires_at: issued.expires_at },
        });
        return issued;
      });
      return reply.code(201).send(link);
    },
  });
}
