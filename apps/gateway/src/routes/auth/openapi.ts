import type { FastifyInstance } from 'fastify';
import type { ApiCall } from '@bo/contract';
import { openApiDocument } from '../../openapi/document.ts';

/** GET /api/openapi.json: the catalogue as OpenAPI, to signed-in admins (the catalogue entry's permission). */
export async function openApiRoute(app: FastifyInstance, call: ApiCall, calls: readonly ApiCall[]): Promise<void> {
  // Built once: the catalogue does not change while the gateway runs.
  const document = JSON.stringify(openApiDocument(calls));
  app.route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(document),
  });
}
