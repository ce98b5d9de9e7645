import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@bo/contract';
import { AGENT, CHAT, TL, buildTestChatApi, type TestChatApi } from './helper.ts';

let api: TestChatApi;
beforeAll(async () => {
  api = await buildTestChatApi();
});
afterAll(async () => {
  await api?.close();
});

type Macro = { uuid: string; title: string; text: string; usage_count: number; created_by: { id: number; name: string } | null };

describe('macros', () => {
  it("creates a macro: 'Macro {title} successfully created', and publishes macro.saved", async () => {
    const seq = api.lastSeq();
    const res = await api.call('POST', `${CHAT}/macros`, {
      body: { title: 'Missing points', text: 'Points arrive within 48 hours.' },
      adminId: TL,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; data: Macro };
    expect(body.message).toBe('Macro Missing points successfully created');
    expect(body.data).toMatchObject({
      title: 'Missing points',
      text: 'Points arrive within 48 hours.',
      usage_count: 0,
      created_by: { id: TL, name: 'Amara Okafor' },
    });
    expect(api.eventsAfter(seq).map((e) => [e.type, (e.payload as { created: boolean }).created])).toEqual([['macro.saved', true]]);
  });

  it("updates a macro: 'Macro {title} successfully updated'", async () => {
    const created = (await api.call('POST', `${CHAT}/macros`, { body: { title: 'Greeting', text: 'Hi!' }, adminId: TL })).json() as {
      data: Macro;
    };
    const res = await api.call('PUT', `${CHAT}/macros/${created.data.uuid}`, {
      body: { title: 'Warm greeting', text: 'Hi there, welcome!' },
      adminId: TL,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Macro Warm greeting successfully updated',
      data: { uuid: created.data.uuid, title: 'Warm greeting', text: 'Hi there, welcome!' },
    });
  });

  it('refuses a duplicate title (any case), an unknown macro and empty fields', async () => {
    const dup = await api.call('POST', `${CHAT}/macros`, { body: { title: 'missing POINTS', text: 'x' }, adminId: TL });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ errors: { title: [CHAT_MESSAGES.macroTitleTaken] } });
    const unknown = await api.call('PUT', `${CHAT}/macros/00000000-0000-4000-8000-000000000000`, {
      body: { title: 'a', text: 'b' },
      adminId: TL,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: CHAT_MESSAGES.macroNotFound });
    const empty = await api.call('POST', `${CHAT}/macros`, { body: { title: ' ', text: '' }, adminId: TL });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: { title: ['The title is required.'], text: ['The text is required.'] } });
  });

  it('lists macros by title with search, and mostly_used', async () => {
    const all = (await api.call('POST', `${CHAT}/macros/list`, { body: {} })).json() as { data: Macro[]; mostly_used: Macro[] };
    expect(all.data.map((m) => m.title)).toEqual(['Missing points', 'Warm greeting']);
    expect(all.mostly_used).toEqual([]);
    const found = (await api.call('POST', `${CHAT}/macros/list`, { body: { search: 'welcome' } })).json() as { data: Macro[] };
    expect(found.data.map((m) => m.title)).toEqual(['Warm greeting']);
  });
});

describe('special notice and queues', () => {
  it("saves the special notice: 'Special Notice is successfully saved!'; the list answer carries it", async () => {
    const res = await api.call('POST', `${CHAT}/special-notices`, { body: { status: 1, text: 'Payouts are delayed today.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Special Notice is successfully saved!',
      data: { status: 1, text: 'Payouts are delayed today.' },
    });
    const list = (await api.call('POST', `${CHAT}/conversations/list`, { body: {} })).json() as { special_notice: unknown };
    expect(list.special_notice).toEqual({ status: 1, text: 'Payouts are delayed today.' });
    const off = await api.call('POST', `${CHAT}/special-notices`, { body: { status: false, text: '' } });
    expect((off.json() as { data: unknown }).data).toEqual({ status: 0, text: '' });
  });

  it("switches the caller's queues and tells only the caller's screens", async () => {
    const seq = api.lastSeq();
    const res = await api.call('PUT', `${CHAT}/queues`, { body: { is_ticket_queue_enabled: 0 }, adminId: AGENT });
    expect(res.json()).toEqual({ data: { is_chat_queue_enabled: true, is_ticket_queue_enabled: false } });
    const again = await api.call('PUT', `${CHAT}/queues`, { body: { is_chat_queue_enabled: false }, adminId: AGENT });
    expect(again.json()).toEqual({ data: { is_chat_queue_enabled: false, is_ticket_queue_enabled: false } });
    expect(api.eventsAfter(seq)[0]).toMatchObject({
      type: 'user_queues.updated',
      audience: { permission: ['chat', 'chat_dashboard'], adminIds: [AGENT] },
    });
    expect((await api.call('PUT', `${CHAT}/queues`, { body: {}, adminId: AGENT })).statusCode).toBe(400);
  });
});

describe('per-user notes', () => {
  const notes = `${CHAT}/apps/18/users/555123/notes`;

  it('adds, lists (newest first) and deletes notes about an app user', async () => {
    const first = await api.call('POST', notes, { body: { text: 'VIP user, see ps12345' }, adminId: TL });
    expect(first.statusCode).toBe(201);
    const note = (first.json() as { data: { uuid: string } }).data;
    expect(first.json()).toMatchObject({
      data: { app_external_id: 18, user_external_id: '555123', text: 'VIP user, see ps12345', admin: { id: TL, name: 'Amara Okafor' } },
    });
    await api.call('POST', notes, { body: { text: 'Second note' }, adminId: AGENT });
    const listed = (await api.call('GET', notes)).json() as { data: Array<{ text: string }> };
    expect(listed.data.map((n) => n.text)).toEqual(['Second note', 'VIP user, see ps12345']);
    // Another user's notes are separate.
    expect(((await api.call('GET', `${CHAT}/apps/13/users/555123/notes`)).json() as { data: unknown[] }).data).toEqual([]);

    const removed = await api.call('DELETE', `${notes}/${note.uuid}`);
    expect(removed.json()).toEqual({ data: { uuid: note.uuid } });
    expect(((await api.call('GET', notes)).json() as { data: unknown[] }).data).toHaveLength(1);
    const gone = await api.call('DELETE', `${notes}/${note.uuid}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ errors: CHAT_MESSAGES.noteNotFound });
  });

  it('refuses an empty note', async () => {
    const res = await api.call('POST', notes, { body: { text: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { text: ['The note text is required.'] } });
  });
});
