import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@bo/db';
import { CHAT_CALL, apiCalls } from '@bo/contract';
import { catalogueDrift } from '@bo/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildChatApi } from '../src/index.ts';

const chatCalls = Object.values(CHAT_CALL);
let database: TestDatabase;
let app: FastifyInstance;
let drift: ReturnType<typeof catalogueDrift>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildChatApi({ db: database.db, contextSecret: 'catalogue-test' });
  drift = catalogueDrift(app, 'chat', { prefix: '/chat/' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the chat catalogue and chat-api agree (the gateway refuses uncatalogued calls)', () => {
  it('every chat-api route is a catalogued chat call, and every catalogued chat call is served', () => {
    expect(drift()).toEqual({ uncatalogued: [], unserved: [] });
  });

  it('every chat call is in the gateway catalogue with a permission: chat work, reads also for the dashboard, macros for managers', () => {
    for (const call of chatCalls) expect(apiCalls).toContain(call);
    expect(new Set(chatCalls.map((c) => c.name)).size).toBe(chatCalls.length);
    expect(CHAT_CALL.conversationList.permission).toEqual(['chat', 'chat_dashboard']);
    expect(CHAT_CALL.close.permission).toBe('chat');
    expect(CHAT_CALL.macroCreate.permission).toBe('manage_macros');
    expect(CHAT_CALL.macroUpdate.permission).toBe('manage_macros');
    expect(CHAT_CALL.sendMessage.uploadLimitBytes).toBeGreaterThan(5 * 10 * 1024 * 1024);
    expect(CHAT_CALL.availableCountriesSave).toMatchObject({ method: 'PUT', path: '/api/chat/available-countries', upstream: 'admin' });
  });

  it('serves the paths of specification 03 under /chat/api', () => {
    const paths = chatCalls.map((c) => `${c.method} ${c.path}`);
    for (const expected of [
      'GET /chat/api/admin/conversations/default-filters',
      'GET /chat/api/admin/conversations/apps',
      'POST /chat/api/admin/conversations/list',
      'POST /chat/api/admin/conversations/:id/list',
      'POST /chat/api/admin/conversations/:id',
      'DELETE /chat/api/admin/conversations/:id/messages/:messageId',
      'PUT /chat/api/admin/conversations/:id/snooze',
      'PUT /chat/api/admin/conversations/snooze',
      'PUT /chat/api/admin/conversations/:id/reopen',
      'PUT /chat/api/admin/conversations/reopen',
      'PUT /chat/api/admin/conversations/:id/close',
      'PUT /chat/api/admin/conversations/close',
      'GET /chat/api/admin/locales',
      'PUT /chat/api/admin/conversations/:id/language-code',
      'PUT /chat/api/admin/conversations/:id/assignee',
      'PUT /chat/api/admin/conversations/assignee',
      'POST /chat/api/admin/special-notices',
      'POST /chat/api/admin/macros/list',
      'POST /chat/api/admin/macros',
      'PUT /chat/api/admin/macros/:uuid',
      'PUT /chat/api/admin/queues',
      'GET /chat/api/admin/apps/:appId/users/:userId/notes',
      'POST /chat/api/admin/apps/:appId/users/:userId/notes',
      'DELETE /chat/api/admin/apps/:appId/users/:userId/notes/:noteId',
      'GET /api/chat/available-countries',
      'PUT /api/chat/available-countries',
      'GET /api/chat/chat-status',
      'PUT /api/chat/chat-status',
      'GET /api/chat/assignees',
      'GET /api/apps/:appExternalId/users/:externalId/chat-info',
      'GET /api/:appName/user/:appUserId/streaks',
    ]) {
      expect(paths).toContain(expected);
    }
  });
});
