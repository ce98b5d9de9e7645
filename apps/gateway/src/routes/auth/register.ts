import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdmin, ZRegisterBody, type ApiCall } from '@bo/contract';
import { hashPassword } from '@bo/db';
import { HttpError, unprocessable } from '@bo/server-kit';
import { attemptLimits } from '../../accounts/attempt-limits.ts';
import { presentAdmin } from '../../accounts/admin-record.ts';
import { insertRegisteredAdmin } from '../../accounts/admins.ts';
import { MESSAGE } from '../../messages.ts';

const ZRegisterAnswer = z.object({ admin: ZAdmin });

/**
 * POST /api/register: a staff account without modules, which cannot sign in until a super admin grants
 * some. Limited per address like sign-in (LIMIT.registerAttempts per window, shared through Redis):
 * each attempt costs a password hash and may make an account.
 */
export async function registerRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZRegisterBody, response: { 201: ZRegisterAnswer } },
    handler: async (request, reply) => {
      const { name, email, password } = request.body;
      const now = app.clock();
      const waitMs = await attemptLimits.registerWait(app.loginAttempts, request.ip, now);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        request.audit.decision = 'deny';
        request.audit.reason = 'rate-limited';
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, MESSAGE.tooManyRegisterAttempts(seconds));
      }
      await attemptLimits.registerAttempted(app.loginAttempts, request.ip, now);
      const created = await insertRegisteredAdmin(app.db, { name, email, passwordHash: await hashPassword(password) });
      if (!created) throw unprocessable({ email: [MESSAGE.emailTaken] });
      request.audit.event = { type: 'register', email };
      return reply.code(201).send({ admin: presentAdmin(created, null) });
    },
  });
}
