import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CALL, CHAT_MESSAGES } from '@bo/contract';
import { buildTestAdminApi, type TestAdminApi } from './helper.ts';

/** Chat calls answered by the admin API (specification 03, section 7). Demo admins: 26 support team lead, 32 agent. */
const TL = 26;
const AGENT = 32;
let api: TestAdminApi;

beforeAll(async () => {
  api = await buildTestAdminApi();
  const user = randomUUID();
  await api.db.query(
    "INSERT INTO chat.users (uuid, app_external_id, external_id, ps_user_id, name, email, country_code) VALUES ($1, 18, '4711', 99, 'Ines Novak', 'ines@example.test', 'DE')",
    [user],
  );
  const conversations: Array<[string, number, number | null, Date]> = [
    ['open', 0, null, new Date('2025-01-10T10:00:00Z')],
    ['closed', 0, 4, new Date('2025-01-12T10:00:00Z')],
    ['closed', 1, 5, new Date('2025-01-14T10:00:00Z')],
  ];
  for (const [status, type, rating, at] of conversations) {
    await api.db.query(
      'INSERT INTO chat.conversations (uuid, user_uuid, status, type, rating, created_at, last_activity_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
      [randomUUID(), user, status, type, rating, at],
    );
  }
  await api.db.query("INSERT INTO chat.user_notes (uuid, app_external_id, user_external_id, text) VALUES ($1, 18, '4711', 'VIP')", [
    randomUUID(),
  ]);
  await api.db.query(
    `INSERT INTO chat.user_streaks (app_external_id, user_external_id, name, current_length, longest_length, started_at, last_activity_at, last_renewal_at)
     VALUES (18, '4711', 'daily_login', 12, 30, '2025-01-03T00:00:00Z', '2025-01-15T08:00:00Z', '2025-01-14T08:00:00Z'),
            (18, '4711', 'daily_survey', 3, 9, '2025-01-12T00:00:00Z', '2025-01-15T09:00:00Z', '2025-01-15T09:00:00Z')`,
  );
});
afterAll(async () => {
  await api?.close();
});

const get = (url: string, adminId = AGENT) => api.app.inject({ method: 'GET', url, headers: api.as({ adminId, permission: 'chat' }) });
const put = (url: string, payload: object, adminId = AGENT) =>
  api.app.inject({ method: 'PUT', url, payload, headers: api.as({ adminId, permission: 'chat' }) });

describe('available countries', () => {
  it('lists the countries and the selected codes', async () => {
    const res = await get(CHAT_CALL.availableCountries.path);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Array<{ code: string; name: string }>; selected_codes: string[] };
    expect(body.data).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(body.selected_codes).toEqual([]);
  });

  it("lets a support team lead save them: 'Available countries are successfully updated!' with selected_codes", async () => {
    const res = await put(CHAT_CALL.availableCountriesSave.path, { codes: ['de', 'US', 'GB', 'US'] }, TL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Available countries are successfully updated!', selected_codes: ['DE', 'GB', 'US'] });
    const again = await put(CHAT_CALL.availableCountriesSave.path, { codes: ['FR'] }, TL);
    expect((again.json() as { selected_codes: string[] }).selected_codes).toEqual(['FR']);
    expect(((await get(CHAT_CALL.availableCountries.path)).json() as { selected_codes: string[] }).selected_codes).toEqual(['FR']);
  });

  it('refuses others with 403 and unknown codes with 422, changing nothing', async () => {
    const res = await put(CHAT_CALL.availableCountriesSave.path, { codes: ['DE'] }, AGENT);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: CHAT_MESSAGES.notSupportTeamLead });
    const unknown = await put(CHAT_CALL.availableCountriesSave.path, { codes: ['DE', 'ZZ'] }, TL);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { codes: ['Unknown country codes: ZZ.'] } });
    expect(((await get(CHAT_CALL.availableCountries.path)).json() as { selected_codes: string[] }).selected_codes).toEqual(['FR']);
  });
});

describe('chat status and assignees', () => {
  it("reads and sets the caller's chat status (1 available, 0 not)", async () => {
    expect((await get(CHAT_CALL.chatStatus.path)).json()).toEqual({ status: 0 });
    expect((await put(CHAT_CALL.chatStatusSave.path, { status: 1 })).json()).toEqual({ status: 1 });
    expect((await get(CHAT_CALL.chatStatus.path)).json()).toEqual({ status: 1 });
    expect((await get(CHAT_CALL.chatStatus.path, TL)).json()).toEqual({ status: 0 });
    expect((await put(CHAT_CALL.chatStatusSave.path, { status: 2 })).statusCode).toBe(400);
  });

  it('lists the admins who can take conversations: super admins and holders of the chat module', async () => {
    const res = await get(CHAT_CALL.assignees.path);
    const ids = (res.json() as { data: Array<{ id: number }> }).data.map((a) => a.id).sort((a, b) => a - b);
    expect(ids).toEqual([1, 5, 26, 32, 93, 201]);
    expect((res.json() as { data: unknown[] }).data).toContainEqual({
      id: 32,
      name: 'Lucas Ferreira',
      hex_color: '#099268',
      chat_status: 1,
    });
  });
});

describe('user lookups beside a conversation', () => {
  it("chat info: the user's conversations, ratings and notes", async () => {
    const res = await get('/api/apps/18/users/4711/chat-info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        app_external_id: 18,
        external_id: '4711',
        name: 'Ines Novak',
        ps_user_id: 99,
        conversation_count: 3,
        ticket_count: 1,
        status_counts: { open: 1, snoozed: 0, closed: 2 },
        average_rating: 4.5,
        note_count: 1,
        first_contact_at: '2025-01-10T10:00:00.000Z',
        last_contact_at: '2025-01-14T10:00:00.000Z',
      },
    });
    const missing = await get('/api/apps/18/users/nobody/chat-info');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: CHAT_MESSAGES.chatUserNotFound });
  });

  it('streaks: the streaks and the last renewal; none for a user without any; 404 for an unknown app', async () => {
    const res = await get('/api/hey-cash/user/4711/streaks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      streaks: [
        {
          name: 'daily_login',
          current_length: 12,
          longest_length: 30,
          started_at: '2025-01-03T00:00:00.000Z',
          last_activity_at: '2025-01-15T08:00:00.000Z',
        },
        {
          name: 'daily_survey',
          current_length: 3,
          longest_length: 9,
          started_at: '2025-01-12T00:00:00.000Z',
          last_activity_at: '2025-01-15T09:00:00.000Z',
        },
      ],
      last_renewal: '2025-01-15T09:00:00.000Z',
    });
    expect((await get('/api/prime-opinion/user/4711/streaks')).json()).toEqual({ streaks: [], last_renewal: null });
    const unknown = await get('/api/no-such-app/user/4711/streaks');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: CHAT_MESSAGES.unknownApp('no-such-app') });
  });
});
