import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { catalogueDrift } from '@bo/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildAdminApi } from '../src/index.ts';

let database: TestDatabase;
let app: FastifyInstance;
let drift: ReturnType<typeof catalogueDrift>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildAdminApi({ db: database.db, contextSecret: 'catalogue-test' });
  drift = catalogueDrift(app, 'admin');
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the catalogue and admin-api agree (the gateway refuses uncatalogued calls)', () => {
  it('every admin-api route is a catalogued admin call, and every catalogued admin call is served', () => {
    expect(drift()).toEqual({ uncatalogued: [], unserved: [] });
  });
});
