import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdmin, type ApiCall } from '@bo/contract';
import { presentAdmin } from '../../accounts/admin-record.ts';

/** GET /api/me: the effective admin, naming the original one when switched. */
export async function meRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZAdmin } },
    handler: async (request) => {
      const auth = request.auth!;
      return presentAdmin(auth.admin, auth.original);
    },
  });
}
