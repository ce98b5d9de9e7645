import type { FastifyInstance } from 'fastify';
import { CORE_TODAY, createTestDatabase, type Db, type TestDatabase, type TestDatabaseOptions } from '@bo/db';
import { type RequestContext } from '@bo/server-kit';
import { contextSigner } from '@bo/server-kit/testing';
import { buildAdminApi } from '../src/index.ts';

const CONTEXT_SECRET = 'admin-api-test-secret';

export interface TestAdminApi {
  app: FastifyInstance;
  db: Db;
  /** Headers of a request the gateway forwarded for this caller. */
  as(caller: Partial<Omit<RequestContext, 'exp'>> & { adminId: number }): Record<string, string>;
  close(): Promise<void>;
}

/**
 * admin-api on a fresh database holding the demo core data (apps, countries, admins) by default, or what `seed`
 * loads (copied from a template database when `seed` comes with its key: see createTestDatabase).
 */
export async function buildTestAdminApi(seed: ((db: Db) => Promise<void>) | TestDatabaseOptions = CORE_TODAY): Promise<TestAdminApi> {
  const database: TestDatabase = await createTestDatabase(typeof seed === 'function' ? { seed } : seed);
  const app = buildAdminApi({ db: database.db, contextSecret: CONTEXT_SECRET });
  await app.ready();
  return {
    app,
    db: database.db,
    as: contextSigner(CONTEXT_SECRET),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
