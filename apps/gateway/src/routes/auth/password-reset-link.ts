import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  ADMIN_LOG_SERVER_ACTIONS,
  SUPREME_ADMIN_ID,
  ZAccountLinkAnswer,
  ZPasswordResetLinkParams,
  type ApiCall,
} from '@bo/contract';
import { forbidden, notFound } from '@bo/server-kit';
import { issueAccountLink } from '../../accounts/account-links.ts';
import { writeAdminLog } from '../../accounts/admin-log.ts';
import { findAdmin } from '../../accounts/admins.ts';
import { superAdminOnly } from './super-admin.ts';

/**
 * POST /api/admins/:id/password-reset-link: a super admin hands a member a one-time link (1 hour) to
 * set a new password; the super admin never learns it. Not for oneself (change it in the account
 * menu) nor for the supreme super admin, whom nobody else may take over.
 */
export async function passwordResetLinkRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { params: ZPasswordResetLinkParams, response: { 201: ZAccountLinkAnswer } },
    handler: async (request, reply) => {
      const auth = superAdminOnly(request);
      const { id } = request.params;
      const person = auth.original ?? auth.admin;
      if (id === person.id) throw forbidden(ACCOUNT_MESSAGES.resetOwnPassword);
      if (id === SUPREME_ADMIN_ID) throw forbidden(ACCOUNT_MESSAGES.resetSupremeAdmin);
      const now = app.clock();
      const link = await app.db.transaction(async (tx) => {
        const target = await findAdmin(tx, id);
        if (!target) throw notFound(ACCOUNT_MESSAGES.adminNotFound(id));
        const issued = await issueAccountLink(tx, { kind: 'password-reset', adminId: id, createdBy: auth.admin.id }, now);
        await writeAdminLog(tx, {
          adminId: auth.admin.id,
          originalAdminId: auth.original?.id ?? null,
          action: ADMIN_LOG_SERVER_ACTIONS.adminPasswordResetLink,
          requestUrl: request.url,
          data: { admin_id: id, expires_at: issued.expires_at },
        });
        return issued;
      });
      return reply.code(201).send(link);
    },
  });
}
