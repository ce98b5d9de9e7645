import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUsableAdmin, ZLoginAnswer, type ApiCall } from '@bo/contract';
import { conflict, forbidden } from '@bo/server-kit';
import { MESSAGE } from '../../messages.ts';
import { answerWithSession } from './new-session.ts';

/** POST /api/switch-account/back: the admin who signed in again, with the session's original end. */
export async function switchBackRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZLoginAnswer } },
    handler: async (request, reply) => {
      const auth = request.auth!;
      const original = auth.original;
      if (!original) throw conflict(MESSAGE.notSwitched);
      if (!isUsableAdmin(original)) throw forbidden(MESSAGE.noAccessYet);
      request.audit.event = { type: 'switch-back', from: auth.admin.id, to: original.id };
      const answer = await answerWithSession(app, request, reply, {
        admin: original,
        original: null,
        expiresAt: auth.expiresAt,
        replaces: auth.sessionId,
        authenticatedAt: auth.authenticatedAt,
        needsEnrolment: auth.needsEnrolment,
      });
      // The record names who made this request: the original admin, acting as the account left.
      request.audit.adminId = original.id;
      request.audit.actingAs = auth.admin.id;
      return answer;
    },
  });
}
