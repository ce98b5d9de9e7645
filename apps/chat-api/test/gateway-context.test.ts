import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { CONTEXT_HEADER, signContext } from '@bo/server-kit';
import { buildChatApi } from '../src/index.ts';

const SECRET = 'chat-api-test-secret';
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildChatApi({ db: database.db, contextSecret: SECRET });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('chat-api trusts only the gateway', () => {
  it('answers /health and /ready without a context', async () => {
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', service: 'chat-api' });
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', service: 'chat-api' });
  });

  it('refuses a request without the gateway context with 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/chat/api/admin/conversations/list' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: 'Unauthenticated! (missing gateway context)' });
  });

  it('refuses a context signed with another secret', async () => {
    const forged = signContext({ adminId: 1, role: 1, originalAdminId: null, permission: 'chat', requestId: 'r1' }, 'not-the-secret');
    const res = await app.inject({ method: 'GET', url: '/chat/api/admin/conversations/list', headers: { [CONTEXT_HEADER]: forged } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: 'Unauthenticated! (bad gateway context signature)' });
  });

  it('refuses an expired context', async () => {
    const expired = signContext(
      { adminId: 1, role: 1, originalAdminId: null, permission: 'chat', requestId: 'r2', exp: Date.now() - 1 },
      SECRET,
    );
    const res = await app.inject({ method: 'GET', url: '/chat/api/admin/conversations/list', headers: { [CONTEXT_HEADER]: expired } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: 'Unauthenticated! (expired gateway context)' });
  });

  it('lets a valid context through to routing', async () => {
    const context = signContext({ adminId: 1, role: 1, originalAdminId: null, permission: 'chat', requestId: 'r3' }, SECRET);
    const res = await app.inject({ method: 'GET', url: '/chat/api/no-such-call', headers: { [CONTEXT_HEADER]: context } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: 'No route GET /chat/api/no-such-call' });
  });
});
