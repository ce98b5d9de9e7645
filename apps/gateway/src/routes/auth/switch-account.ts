import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUsableAdmin, ZLoginAnswer, ZSwitchAccountBody, type ApiCall } from '@bo/contract';
import { forbidden, unprocessable } from '@bo/server-kit';
import { findAdmin } from '../../accounts/admins.ts';
import { MESSAGE } from '../../messages.ts';
import { answerWithSession } from './new-session.ts';

const SUPER_ADMIN_ROLE = 1;

/**
 * POST /api/switch-account: act as another admin. The token keeps the admin who signed in (the
 * first one when switching again), the session keeps its absolute end, the old session is revoked.
 */
export async function switchAccountRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZSwitchAccountBody, response: { 200: ZLoginAnswer } },
    handler: async (request, reply) => {
      const auth = request.auth!;
      const targetId = request.body.admin_id;
      if (targetId === auth.admin.id) throw unprocessable({ admin_id: [MESSAGE.switchTargetSelf] });
      const target = await findAdmin(app.db, targetId);
      if (!target) throw unprocessable({ admin_id: [MESSAGE.switchTargetUnknown] });
      if (!isUsableAdmin(target)) throw unprocessable({ admin_id: [MESSAGE.switchTargetNoAccess] });
      // switch_account must not become a way to gain every permission.
      if (target.role === SUPER_ADMIN_ROLE && auth.admin.role !== SUPER_ADMIN_ROLE) throw forbidden(MESSAGE.switchIntoSuperAdmin);
      const signedIn = auth.original ?? auth.admin;
      const original = target.id === signedIn.id ? null : signedIn;
      request.audit.event = { type: 'switch-account', from: auth.admin.id, to: target.id };
      const answer = await answerWithSession(app, request, reply, {
        admin: target,
        original,
        expiresAt: auth.expiresAt,
        replaces: auth.sessionId,
        authenticatedAt: auth.authenticatedAt,
        needsEnrolment: auth.needsEnrolment,
      });
      // The record names who made this request, not the account it leads to.
      request.audit.adminId = signedIn.id;
      request.audit.actingAs = auth.original ? auth.admin.id : null;
      return answer;
    },
  });
}
