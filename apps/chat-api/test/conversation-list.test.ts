import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_APPS, CHAT_CONVERSATIONS_PER_PAGE, CHAT_LOCALES } from '@bo/contract';
import { AGENT, CHAT, OTHER_AGENT, TL, buildTestChatApi, type TestChatApi } from './helper.ts';

let api: TestChatApi;
const HOUR = 3_600_000;
const base = Date.now() - 200 * HOUR;
/** 35 open conversations in app 16, each an hour newer than the one before. */
const page: string[] = [];
let fixtures: Record<string, string>;

beforeAll(async () => {
  api = await buildTestChatApi();
  for (let i = 0; i < 35; i++) page.push(await api.conversation({ app: 16, createdAt: new Date(base + i * HOUR) }));
  fixtures = {
    assigned: await api.conversation({
      app: 13,
      assigneeId: AGENT,
      externalId: '700100',
      psUserId: 4242,
      userName: 'Rosa Khan',
      createdAt: new Date(Date.now() - 5 * 86_400_000),
    }),
    otherAgent: await api.conversation({ app: 18, assigneeId: OTHER_AGENT, status: 'closed', rating: 2, source: 'email', type: 1 }),
    snoozed: await api.conversation({
      app: 71,
      status: 'snoozed',
      assigneeId: AGENT,
      rating: 5,
      userMessages: ['My 100% bonus is missing'],
    }),
    external: await api.conversation({ app: 22, source: 'web' }),
    earnStar: await api.conversation({ app: 554, type: 1, source: 'email', userMessages: ['Where is my PayPal money?'] }),
  };
});
afterAll(async () => {
  await api?.close();
});

type ListAnswer = {
  data: Array<{
    uuid: string;
    status: string;
    creator: { external_id: string; conversation_count: number };
    latest_message: { text: string } | null;
    is_ticket: boolean;
  }>;
  page: number;
  per_page: number;
  last_page: number;
  total: number;
  queued_count: number;
  is_support_tl: boolean;
  user_queues: { is_chat_queue_enabled: boolean; is_ticket_queue_enabled: boolean };
  special_notice: { status: number; text: string } | null;
  filters: Record<string, unknown>;
};
const list = async (body: Record<string, unknown>, adminId = AGENT) => {
  const res = await api.call('POST', `${CHAT}/conversations/list`, { body, adminId });
  expect(res.statusCode).toBe(200);
  return res.json() as ListAnswer;
};
const uuidsOf = (answer: ListAnswer) => answer.data.map((c) => c.uuid).sort();

describe('GET default-filters, apps and locales', () => {
  it('default filters: open conversations, newest first, 30 per page; the external apps with conversations', async () => {
    const res = await api.call('GET', `${CHAT}/conversations/default-filters`, { adminId: AGENT });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        sort: 'newest',
        per_page: 30,
        filters: { status: ['open'] },
        statuses: ['open', 'snoozed', 'closed'],
        sorts: ['newest', 'oldest'],
        sources: ['android', 'ios', 'web', 'email'],
        ratings: [1, 2, 3, 4, 5],
        external_apps: [{ id: 22, conversation_count: 1 }],
      },
    });
  });

  it('apps: the five chat apps by chat app id; locales: the language list', async () => {
    const apps = (await api.call('GET', `${CHAT}/conversations/apps`)).json() as { data: Array<{ id: number; project: string }> };
    expect(apps.data.map((a) => [a.id, a.project])).toEqual([
      [13, 'prime-opinion'],
      [16, 'five-surveys'],
      [18, 'hey-cash'],
      [71, 'top-surveys'],
      [554, 'earn-star'],
    ]);
    expect(apps.data).toHaveLength(CHAT_APPS.length);
    const locales = (await api.call('GET', `${CHAT}/locales`)).json() as { data: Array<{ code: string; name: string }> };
    expect(locales.data).toEqual(CHAT_LOCALES);
    expect(locales.data).toContainEqual({ code: 'en', name: 'English' });
  });
});

describe('POST conversations/list', () => {
  it('pages 30 at a time, newest activity first by default', async () => {
    const first = await list({ filters: { app_external_id: 16 } });
    expect(first.per_page).toBe(CHAT_CONVERSATIONS_PER_PAGE);
    expect(first.total).toBe(35);
    expect(first.last_page).toBe(2);
    expect(first.data.map((c) => c.uuid)).toEqual([...page].reverse().slice(0, 30));
    const second = await list({ page: 2, filters: { app_external_id: 16 } });
    expect(second.data.map((c) => c.uuid)).toEqual([...page].reverse().slice(30));
    const oldest = await list({ sort: 'oldest', per_page: 3, filters: { app_external_id: [16] } });
    expect(oldest.data.map((c) => c.uuid)).toEqual(page.slice(0, 3));
  });

  it('answers the conversation with creator, latest message and the extra fields', async () => {
    const answer = await list({ filters: { user_id: '700100' } });
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({
      uuid: fixtures.assigned,
      status: 'open',
      assignee: { id: AGENT, name: 'Lucas Ferreira' },
      creator: {
        app_external_id: 13,
        external_id: '700100',
        ps_user_id: 4242,
        conversation_count: 1,
        name: 'Rosa Khan',
        is_app_user: true,
      },
      type: 0,
      is_ticket: false,
      latest_message: { text: 'Hello, I need help.', is_support_message: false, has_attachments: false },
      unseen_count: 1,
    });
    expect(answer).toMatchObject({
      is_support_tl: false,
      user_queues: { is_chat_queue_enabled: true, is_ticket_queue_enabled: true },
      special_notice: null,
    });
    expect((await list({ filters: { user_id: '700100' } }, TL)).is_support_tl).toBe(true);
  });

  it('queued_count counts open unassigned conversations in the queues the caller has on', async () => {
    // Unassigned open: the 35 chats, the external app chat, and the earn-star ticket.
    expect((await list({ per_page: 1 })).queued_count).toBe(37);
    await api.call('PUT', `${CHAT}/queues`, { body: { is_chat_queue_enabled: false }, adminId: OTHER_AGENT });
    const ticketsOnly = await list({ per_page: 1 }, OTHER_AGENT);
    expect(ticketsOnly.user_queues).toEqual({ is_chat_queue_enabled: false, is_ticket_queue_enabled: true });
    expect(ticketsOnly.queued_count).toBe(1);
  });

  it('filters by status, assignee (unassigned too), participant, app, external app, source, user, start time, rating and search', async () => {
    expect(uuidsOf(await list({ filters: { status: ['snoozed', 'closed'] } }))).toEqual([fixtures.otherAgent, fixtures.snoozed].sort());
    expect(uuidsOf(await list({ filters: { status: 'closed' } }))).toEqual([fixtures.otherAgent]);
    expect(uuidsOf(await list({ filters: { assignee_user_ids: [AGENT] } }))).toEqual([fixtures.assigned, fixtures.snoozed].sort());
    expect((await list({ per_page: 100, filters: { assignee_user_ids: ['unassigned'] } })).total).toBe(37);
    expect((await list({ per_page: 100, filters: { assignee_user_ids: [OTHER_AGENT, null] } })).total).toBe(38);
    expect(uuidsOf(await list({ filters: { app_external_id: [18, 554] } }))).toEqual([fixtures.otherAgent, fixtures.earnStar].sort());
    expect(uuidsOf(await list({ filters: { app_external_id: [554], external_app_options: [22] } }))).toEqual(
      [fixtures.external, fixtures.earnStar].sort(),
    );
    expect(uuidsOf(await list({ filters: { sources: ['email'] } }))).toEqual([fixtures.otherAgent, fixtures.earnStar].sort());
    expect(uuidsOf(await list({ filters: { user_id: 4242 } }))).toEqual([fixtures.assigned]);
    expect(uuidsOf(await list({ filters: { rating: [2, 5] } }))).toEqual([fixtures.otherAgent, fixtures.snoozed].sort());
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString();
    const to = new Date(Date.now() - 4 * 86_400_000).toISOString();
    expect(uuidsOf(await list({ filters: { start_time: { from, to } } }))).toEqual([fixtures.assigned]);
    expect(uuidsOf(await list({ filters: { search: 'rosa' } }))).toEqual([fixtures.assigned]);
    expect(uuidsOf(await list({ filters: { search: 'paypal' } }))).toEqual([fixtures.earnStar]);
    // % is searched as itself, not as a wildcard.
    expect(uuidsOf(await list({ filters: { search: '100%' } }))).toEqual([fixtures.snoozed]);

    const uuid = fixtures.assigned as string;
    await api.call('POST', `${CHAT}/conversations/${uuid}`, { body: { text: 'Looking into it.' }, adminId: TL });
    expect(uuidsOf(await list({ filters: { participant_user_ids: [TL] } }))).toEqual([uuid]);
  });

  it('echoes the filters and refuses invalid ones with field errors', async () => {
    expect((await list({ filters: { status: 'open', app_external_id: 13 } })).filters).toEqual({ status: ['open'], app_external_id: [13] });
    const bad = await api.call('POST', `${CHAT}/conversations/list`, { body: { per_page: 500, filters: { status: 'archived' } } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: Record<string, string[]> }).errors).sort()).toEqual(['filters.status', 'per_page']);
  });
});
