import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_TODAY, createTestDatabase, type Db, type TestDatabase } from '@bo/db';
import { InProcessEventBus, type RealtimeEvent } from '@bo/server-kit';
import { contextSigner } from '@bo/server-kit/testing';
import { buildAdminApi } from '../src/index.ts';

const CONTEXT_SECRET = 'admin-api-operations-test-secret';

export interface OperationsTestApi {
  app: FastifyInstance;
  db: Db;
  /** Every event published since the test cleared it. */
  events: RealtimeEvent[];
  /** Calls the API as the admin with a gateway-signed context (role 1 unless given). */
  call(adminId: number, options: InjectOptions, role?: number): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * admin-api on a fresh database holding the whole demo (core, marketplace, support and operations:
 * reviews, alerts, tickets, segments and campaigns of every project), publishing to a bus the test reads.
 */
export async function startOperationsApi(): Promise<OperationsTestApi> {
  const database: TestDatabase = await createTestDatabase(DEMO_TODAY);
  const bus = new InProcessEventBus(database.db);
  const events: RealtimeEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const app = buildAdminApi({ db: database.db, contextSecret: CONTEXT_SECRET, events: bus });
  await app.ready();
  const headersFor = contextSigner(CONTEXT_SECRET, { requestPrefix: 'ops' });
  return {
    app,
    db: database.db,
    events,
    call(adminId, options, role) {
      return app.inject({
        ...options,
        headers: { ...options.headers, ...headersFor({ adminId, ...(role === undefined ? {} : { role }) }) },
      });
    },
    async close() {
      await app.close();
      await bus.close();
      await database.drop();
    },
  };
}
