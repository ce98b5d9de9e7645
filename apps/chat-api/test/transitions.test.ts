import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  CONVERSATION_ACTIONS,
  CONVERSATION_STATUSES,
  nextConversationStatus,
  type ConversationAction,
  type ConversationStatus,
} from '@bo/contract';
import { receiveUserMessage } from '../src/chat/messages/receive.ts';
import { wakeDueConversations } from '../src/chat/conversations/snooze-sweep.ts';
import { AGENT, CHAT, buildTestChatApi, type TestChatApi } from './helper.ts';

let api: TestChatApi;
beforeAll(async () => {
  api = await buildTestChatApi();
});
afterAll(async () => {
  await api?.close();
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const EVENT_OF: Record<ConversationAction, string> = {
  snooze: 'event.conversation_snoozed',
  unsnooze: 'event.conversation_unsnoozed',
  reopen: 'event.conversation_reopened',
  close: 'event.conversation_closed',
};
const eventMessages = async (uuid: string) =>
  (
    await api.db.query<{ type: string; author_name: string | null }>(
      "SELECT type, author_name FROM chat.messages WHERE conversation_uuid = $1 AND type LIKE 'event.%' ORDER BY id",
      [uuid],
    )
  ).rows;
const act = (action: ConversationAction, uuid: string) =>
  api.call('PUT', `${CHAT}/conversations/${uuid}/${action}`, { body: action === 'snooze' ? { snooze: inAnHour() } : {} });

describe('status transitions (specification 03, section 4)', () => {
  const cases = CONVERSATION_ACTIONS.flatMap((action) =>
    CONVERSATION_STATUSES.map((from) => ({ action, from, to: nextConversationStatus(action, from) })),
  );

  it('allows exactly open->snoozed, snoozed->open (unsnooze, reopen), open|snoozed->closed, closed->open', () => {
    const allowed = cases.filter((c) => c.to).map((c) => `${c.action}:${c.from}->${c.to}`);
    expect(allowed.sort()).toEqual(
      [
        'close:open->closed',
        'close:snoozed->closed',
        'reopen:closed->open',
        'reopen:snoozed->open',
        'snooze:open->snoozed',
        'unsnooze:snoozed->open',
      ].sort(),
    );
  });

  for (const { action, from, to } of cases) {
    if (to) {
      it(`${action} turns a ${from} conversation ${to} and writes ${EVENT_OF[action]} into the thread`, async () => {
        const uuid = await api.conversation({ status: from as ConversationStatus, assigneeId: AGENT });
        const res = await act(action, uuid);
        expect(res.statusCode).toBe(200);
        const { data } = res.json() as { data: { uuid: string; status: string; snooze_until: string | null } };
        expect(data.uuid).toBe(uuid);
        expect(data.status).toBe(to);
        expect(data.snooze_until === null).toBe(to !== 'snoozed');
        expect((await api.status(uuid)).status).toBe(to);
        expect(await eventMessages(uuid)).toEqual([{ type: EVENT_OF[action], author_name: 'Lucas Ferreira' }]);
      });
    } else {
      it(`refuses to ${action} a ${from} conversation with 409 and changes nothing`, async () => {
        const uuid = await api.conversation({ status: from as ConversationStatus, assigneeId: AGENT });
        const before = await api.status(uuid);
        const seq = api.lastSeq();
        const res = await act(action, uuid);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ errors: `Cannot ${action} a ${from} conversation.` });
        expect(await api.status(uuid)).toEqual(before);
        expect(await eventMessages(uuid)).toEqual([]);
        expect(api.eventsAfter(seq)).toEqual([]);
      });
    }
  }

  it('answers 404 for an unknown conversation', async () => {
    const res = await act('close', '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: CHAT_MESSAGES.conversationNotFound });
  });

  it('stores the snooze time; a time without a zone is UTC; a past time is refused with 422', async () => {
    const uuid = await api.conversation();
    const until = new Date(Date.now() + 2 * 86_400_000);
    const naive = until.toISOString().slice(0, 19).replace('T', ' ');
    const res = await api.call('PUT', `${CHAT}/conversations/${uuid}/snooze`, { body: { snooze: naive } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { snooze_until: string } }).data.snooze_until).toBe(`${until.toISOString().slice(0, 19)}.000Z`);

    const other = await api.conversation();
    const past = await api.call('PUT', `${CHAT}/conversations/${other}/snooze`, { body: { snooze: '2020-01-01T00:00:00Z' } });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({ errors: { snooze: [CHAT_MESSAGES.snoozeInPast] } });
    const garbage = await api.call('PUT', `${CHAT}/conversations/${other}/snooze`, { body: { snooze: 'tomorrow' } });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ errors: { snooze: [CHAT_MESSAGES.snoozeInvalid] } });
    expect((await api.status(other)).status).toBe('open');
  });

  it('publishes conversation.updated, the event message, the queue count and statistics, with increasing seq', async () => {
    const uuid = await api.conversation({ assigneeId: AGENT });
    const seq = api.lastSeq();
    await act('close', uuid);
    const events = api.eventsAfter(seq);
    expect(events.map((e) => e.type)).toEqual(['conversation.updated', 'message.created', 'queue.count', 'statistics']);
    const seqs = events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs[0]).toBeGreaterThan(seq);
    const updated = events[0]?.payload as { conversation: { uuid: string; status: string }; previous_status: string };
    expect(updated.conversation).toMatchObject({ uuid, status: 'closed' });
    expect(updated.previous_status).toBe('open');
    expect((events[1]?.payload as { message: { type: string } }).message.type).toBe('event.conversation_closed');
    expect(events[0]?.audience).toEqual({ permission: ['chat', 'chat_dashboard'] });
  });
});

describe('bulk snooze, unsnooze, reopen and close', () => {
  it('bulk snooze changes the open ones and skips closed (and already snoozed or unknown) ones, saying why', async () => {
    const open = await api.conversation();
    const closed = await api.conversation({ status: 'closed', assigneeId: AGENT });
    const snoozed = await api.conversation({ status: 'snoozed', assigneeId: AGENT });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = await api.call('PUT', `${CHAT}/conversations/snooze`, {
      body: { conversation_uuids: [open, closed, snoozed, unknown], snooze: inAnHour() },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { changed: string[]; skipped: { uuid: string; reason: string }[]; data: { uuid: string; status: string }[] };
    expect(body.changed).toEqual([open]);
    expect(body.skipped).toEqual([
      { uuid: closed, reason: 'Cannot snooze a closed conversation.' },
      { uuid: snoozed, reason: 'Cannot snooze a snoozed conversation.' },
      { uuid: unknown, reason: CHAT_MESSAGES.conversationNotFound },
    ]);
    expect(body.data.map((c) => [c.uuid, c.status])).toEqual([[open, 'snoozed']]);
    expect((await api.status(closed)).status).toBe('closed');
    expect(await eventMessages(closed)).toEqual([]);
  });

  it('bulk close, reopen and unsnooze each change the allowed ones only', async () => {
    const open = await api.conversation();
    const snoozed = await api.conversation({ status: 'snoozed' });
    const closed = await api.conversation({ status: 'closed' });
    const all = [open, snoozed, closed];

    const unsnooze = (await api.call('PUT', `${CHAT}/conversations/unsnooze`, { body: { conversation_uuids: all } })).json() as {
      changed: string[];
      skipped: { uuid: string }[];
    };
    expect(unsnooze.changed).toEqual([snoozed]);
    expect(unsnooze.skipped.map((s) => s.uuid)).toEqual([open, closed]);

    const close = (await api.call('PUT', `${CHAT}/conversations/close`, { body: { conversation_uuids: all } })).json() as {
      changed: string[];
      skipped: { uuid: string; reason: string }[];
    };
    expect(close.changed).toEqual([open, snoozed]);
    expect(close.skipped).toEqual([{ uuid: closed, reason: 'Cannot close a closed conversation.' }]);

    const reopen = (await api.call('PUT', `${CHAT}/conversations/reopen`, { body: { conversation_uuids: all } })).json() as {
      changed: string[];
    };
    expect(reopen.changed).toEqual(all);
    for (const uuid of all) expect((await api.status(uuid)).status).toBe('open');
  });

  it('refuses an empty or malformed list with 400', async () => {
    expect((await api.call('PUT', `${CHAT}/conversations/close`, { body: { conversation_uuids: [] } })).statusCode).toBe(400);
    const res = await api.call('PUT', `${CHAT}/conversations/close`, { body: { conversation_uuids: ['not-a-uuid'] } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['conversation_uuids.0']);
  });
});

describe('snooze end and user messages', () => {
  it('a conversation whose snooze ended reads as open, with event.conversation_unsnoozed and a published change', async () => {
    const uuid = await api.conversation({ status: 'snoozed', assigneeId: AGENT, snoozeUntil: new Date(Date.now() + 60_000) });
    await api.db.query("UPDATE chat.conversations SET snooze_until = now() - interval '1 second' WHERE uuid = $1", [uuid]);
    const seq = api.lastSeq();
    const list = await api.call('POST', `${CHAT}/conversations/list`, { body: { filters: { status: ['open'], search: uuid } } });
    expect((list.json() as { data: { uuid: string; status: string }[] }).data).toEqual([
      expect.objectContaining({ uuid, status: 'open', snooze_until: null }),
    ]);
    expect(await eventMessages(uuid)).toEqual([{ type: 'event.conversation_unsnoozed', author_name: null }]);
    const updated = api.eventsAfter(seq).find((e) => e.type === 'conversation.updated');
    expect(updated?.payload).toMatchObject({ conversation: { uuid, status: 'open' }, previous_status: 'snoozed' });
    // A second sweep finds nothing more to do.
    expect(await wakeDueConversations({ db: api.db, events: api.app.events, log: api.app.log })).toEqual([]);
  });

  it('a new message from the user reopens a closed or snoozed conversation; an open one just gets the message', async () => {
    const deps = { db: api.db, events: api.app.events, log: api.app.log };
    for (const status of ['closed', 'snoozed'] as const) {
      const uuid = await api.conversation({ status, assigneeId: AGENT });
      const result = await receiveUserMessage(deps, uuid, 'Me again, it still does not work.');
      expect(result.reopenedFrom).toBe(status);
      expect(result.conversation.status).toBe('open');
      expect(await eventMessages(uuid)).toEqual([{ type: 'event.conversation_reopened', author_name: null }]);
    }
    const open = await api.conversation();
    const result = await receiveUserMessage(deps, open, 'One more thing.');
    expect(result.reopenedFrom).toBeNull();
    expect(result.message).toMatchObject({ type: 'message', text: 'One more thing.', is_support_message: false, author_name: 'Test User' });
    expect(await eventMessages(open)).toEqual([]);
  });
});
