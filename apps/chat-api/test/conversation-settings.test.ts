import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@bo/contract';
import { AGENT, CHAT, OTHER_AGENT, buildTestChatApi, type TestChatApi } from './helper.ts';

let api: TestChatApi;
beforeAll(async () => {
  api = await buildTestChatApi();
});
afterAll(async () => {
  await api?.close();
});

describe('conversation language', () => {
  it('sets a supported language code and publishes the change', async () => {
    const uuid = await api.conversation();
    const seq = api.lastSeq();
    const res = await api.call('PUT', `${CHAT}/conversations/${uuid}/language-code`, { body: { language_code: 'DE' } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { language_code: string } }).data.language_code).toBe('de');
    expect(
      api.eventsAfter(seq).map((e) => [e.type, (e.payload as { conversation: { language_code: string } }).conversation.language_code]),
    ).toEqual([['conversation.updated', 'de']]);
  });

  it('refuses an unknown language (400) and an unknown conversation (404)', async () => {
    const uuid = await api.conversation();
    const bad = await api.call('PUT', `${CHAT}/conversations/${uuid}/language-code`, { body: { language_code: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { language_code: [CHAT_MESSAGES.unknownLocale] } });
    const missing = await api.call('PUT', `${CHAT}/conversations/00000000-0000-4000-8000-000000000000/language-code`, {
      body: { language_code: 'en' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('assignee', () => {
  it('assigns, reassigns and unassigns; conversation.reassigned names the previous assignee', async () => {
    const uuid = await api.conversation();
    const seq = api.lastSeq();
    const assigned = await api.call('PUT', `${CHAT}/conversations/${uuid}/assignee`, { body: { admin_id: AGENT } });
    expect(assigned.statusCode).toBe(200);
    expect((assigned.json() as { data: { assignee: unknown } }).data.assignee).toEqual({ id: AGENT, name: 'Lucas Ferreira' });
    expect(api.eventsAfter(seq).map((e) => e.type)).toEqual(['conversation.reassigned', 'queue.count', 'statistics']);
    expect(api.eventsAfter(seq)[0]?.payload).toMatchObject({ conversation: { uuid, assignee: { id: AGENT } }, previous_assignee: null });

    const seq2 = api.lastSeq();
    await api.call('PUT', `${CHAT}/conversations/${uuid}/assignee`, { body: { admin_id: OTHER_AGENT } });
    expect(api.eventsAfter(seq2)[0]?.payload).toMatchObject({
      conversation: { assignee: { id: OTHER_AGENT, name: 'Carlos Mendoza' } },
      previous_assignee: { id: AGENT, name: 'Lucas Ferreira' },
    });

    const again = await api.call('PUT', `${CHAT}/conversations/${uuid}/assignee`, { body: { admin_id: OTHER_AGENT } });
    expect(again.statusCode).toBe(200);

    const unassigned = await api.call('PUT', `${CHAT}/conversations/${uuid}/assignee`, { body: { admin_id: null } });
    expect((unassigned.json() as { data: { assignee: unknown } }).data.assignee).toBeNull();
    expect((await api.status(uuid)).assignee_id).toBeNull();
  });

  it('refuses an admin who does not exist with 422 and changes nothing', async () => {
    const uuid = await api.conversation({ assigneeId: AGENT });
    const res = await api.call('PUT', `${CHAT}/conversations/${uuid}/assignee`, { body: { admin_id: 999_999 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { admin_id: [CHAT_MESSAGES.adminNotFound] } });
    expect((await api.status(uuid)).assignee_id).toBe(AGENT);
    const bulk = await api.call('PUT', `${CHAT}/conversations/assignee`, { body: { admin_id: 999_999, conversation_uuids: [uuid] } });
    expect(bulk.statusCode).toBe(422);
  });

  it('bulk assigns, skipping unknown conversations and those already with that assignee', async () => {
    const a = await api.conversation();
    const b = await api.conversation({ status: 'closed', assigneeId: AGENT });
    const c = await api.conversation({ assigneeId: OTHER_AGENT });
    const unknown = '00000000-0000-4000-8000-000000000009';
    const res = await api.call('PUT', `${CHAT}/conversations/assignee`, {
      body: { admin_id: OTHER_AGENT, conversation_uuids: [a, b, c, unknown] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      changed: string[];
      skipped: { uuid: string; reason: string }[];
      data: { uuid: string; assignee: { id: number } }[];
    };
    expect([...body.changed].sort()).toEqual([a, b].sort());
    expect(body.skipped).toEqual([
      { uuid: c, reason: CHAT_MESSAGES.alreadyAssigned },
      { uuid: unknown, reason: CHAT_MESSAGES.conversationNotFound },
    ]);
    expect(body.data.every((d) => d.assignee.id === OTHER_AGENT)).toBe(true);
  });
});
