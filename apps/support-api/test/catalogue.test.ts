import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { catalogueDrift } from '@bo/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildSupportApi } from '../src/index.ts';

let database: TestDatabase;
let app: FastifyInstance;
let drift: ReturnType<typeof catalogueDrift>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildSupportApi({ db: database.db, contextSecret: 'catalogue-test' });
  drift = catalogueDrift(app, 'support');
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the catalogue and support-api agree (the gateway refuses uncatalogued calls)', () => {
  it('every support-api route is a catalogued support call, and every catalogued admin call is served', () => {
    expect(drift()).toEqual({ uncatalogued: [], unserved: [] });
  });
});
