import type { FastifyInstance } from 'fastify';
import { MESSAGE } from '../messages.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (request, reply) => {
    try {
      await app.db.query('SELECT 1');
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ errors: MESSAGE.databaseUnavailable });
    }
  });
}
