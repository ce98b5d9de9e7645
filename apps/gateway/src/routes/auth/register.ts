import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdmin, ZRegisterBody, type ApiCall } from '@bo/contract';
import { hashPassword } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import { presentAdmin } from '../../accounts/admin-record.ts';
import { insertRegisteredAdmin } from '../../accounts/admins.ts';
import { MESSAGE } from '../../messages.ts';

const ZRegisterAnswer = z.object({ admin: ZAdmin });

/** POST /api/register: a staff account without modules, which cannot sign in until a super admin grants some. */
export async function registerRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZRegisterBody, response: { 201: ZRegisterAnswer } },
    handler: async (request, reply) => {
      const { name, email, password } = request.body;
      const created = await insertRegisteredAdmin(app.db, { name, email, passwordHash: await hashPassword(password) });
      if (!created) throw unprocessable({ email: [MESSAGE.emailTaken] });
      request.audit.event = { type: 'register', email };
      return reply.code(201).send({ admin: presentAdmin(created, null) });
    },
  });
}
