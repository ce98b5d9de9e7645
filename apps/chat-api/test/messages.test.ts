import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, CHAT_MESSAGES } from '@bo/contract';
import { AGENT, CHAT, PNG_1X1, TINY_PDF, TL, buildTestChatApi, multipartBody, type TestChatApi } from './helper.ts';

let api: TestChatApi;
beforeAll(async () => {
  api = await buildTestChatApi();
});
afterAll(async () => {
  await api?.close();
});

type Message = {
  uuid: string;
  type: string;
  text: string | null;
  translated_text: string | null;
  translate_requested: boolean;
  attachments: Array<{ uuid: string; file_name: string; mime_type: string; kind: string; size: number; url: string }>;
  author_name: string | null;
  author_admin_id: number | null;
  is_support_message: boolean;
  status: string;
  macro_uuids: string[];
  deleted_at: string | null;
  deleted_by_name: string | null;
};
const thread = async (uuid: string, body: Record<string, unknown> = {}) => {
  const res = await api.call('POST', `${CHAT}/conversations/${uuid}/list`, { body });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Message[]; page: number; per_page: number; last_page: number; total: number };
};
const send = (uuid: string, fields: ReadonlyArray<readonly [string, string]>, files: Parameters<typeof multipartBody>[1] = []) => {
  const form = multipartBody(fields, files);
  return api.call('POST', `${CHAT}/conversations/${uuid}`, { payload: form.payload, headers: form.headers });
};
const messageCount = async (uuid: string) =>
  Number((await api.db.query<{ n: number }>('SELECT count(*) AS n FROM chat.messages WHERE conversation_uuid = $1', [uuid])).rows[0]?.n);

describe('message pages', () => {
  it('pages 20 messages at a time, page 1 the newest, each page oldest first', async () => {
    const uuid = await api.conversation({ userMessages: Array.from({ length: 45 }, (_, i) => `message ${i + 1}`) });
    const first = await thread(uuid);
    expect(first).toMatchObject({ page: 1, per_page: 20, last_page: 3, total: 45 });
    expect(first.data.map((m) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i + 26}`));
    const last = await thread(uuid, { page: 3 });
    expect(last.data.map((m) => m.text)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
  });

  it("opening the newest page marks the user's messages seen", async () => {
    const uuid = await api.conversation({ userMessages: ['one', 'two'] });
    const seq = api.lastSeq();
    expect((await thread(uuid)).data.map((m) => m.status)).toEqual(['seen', 'seen']);
    const updated = api.eventsAfter(seq).find((e) => e.type === 'conversation.updated');
    expect(updated?.payload).toMatchObject({ conversation: { uuid, unseen_count: 0 } });
  });

  it('answers 404 for an unknown conversation', async () => {
    const res = await api.call('POST', `${CHAT}/conversations/00000000-0000-4000-8000-000000000000/list`, { body: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: CHAT_MESSAGES.conversationNotFound });
  });
});

describe('sending', () => {
  it('sends a text reply as the acting admin and publishes message.created', async () => {
    const uuid = await api.conversation();
    const seq = api.lastSeq();
    const res = await api.call('POST', `${CHAT}/conversations/${uuid}`, { body: { text: 'We are on it!' } });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: Message };
    expect(data).toMatchObject({
      type: 'message',
      text: 'We are on it!',
      author_name: 'Lucas Ferreira',
      author_admin_id: AGENT,
      is_support_message: true,
      attachments: [],
    });
    expect((await thread(uuid)).data.at(-1)?.uuid).toBe(data.uuid);
    const created = api.eventsAfter(seq).find((e) => e.type === 'message.created');
    expect(created?.payload).toMatchObject({ message: { uuid: data.uuid }, conversation: { uuid, latest_message: { uuid: data.uuid } } });
  });

  it('sends text and attachments together (multipart), typed by their content', async () => {
    const uuid = await api.conversation();
    const res = await send(
      uuid,
      [
        ['text', 'Screenshot and receipt attached.'],
        ['type', 'message'],
      ],
      [
        // The browser's claimed type is ignored: the content decides.
        { name: 'screen.png', type: 'application/octet-stream', content: PNG_1X1 },
        { name: 'receipt.pdf', type: 'image/png', content: TINY_PDF },
      ],
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: Message };
    expect(data.text).toBe('Screenshot and receipt attached.');
    expect(data.attachments.map((a) => [a.file_name, a.mime_type, a.kind, a.size])).toEqual([
      ['screen.png', 'image/png', 'image', PNG_1X1.length],
      ['receipt.pdf', 'application/pdf', 'document', TINY_PDF.length],
    ]);
    const file = await api.call('GET', data.attachments[0]?.url as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('sends attachments without text', async () => {
    const uuid = await api.conversation();
    const res = await send(uuid, [['text', '']], [{ name: 'only.png', content: PNG_1X1 }]);
    expect(res.statusCode).toBe(201);
    expect((res.json() as { data: Message }).data).toMatchObject({
      text: null,
      attachments: [expect.objectContaining({ file_name: 'only.png' })],
    });
  });

  it('refuses a message with empty text and no attachments, and adds nothing', async () => {
    const uuid = await api.conversation();
    const before = await messageCount(uuid);
    for (const res of [
      await api.call('POST', `${CHAT}/conversations/${uuid}`, { body: { text: '   ' } }),
      await send(uuid, [['text', '']]),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: CHAT_MESSAGES.emptyMessage });
    }
    expect(await messageCount(uuid)).toBe(before);
  });

  it('refuses a file of a type not allowed by its content, whatever its name says, with 415', async () => {
    const uuid = await api.conversation();
    const before = await messageCount(uuid);
    const res = await send(
      uuid,
      [['text', 'see file']],
      [{ name: 'innocent.png', type: 'image/png', content: Buffer.from('<html><script>alert(1)</script></html>') }],
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errors: CHAT_MESSAGES.attachmentTypeNotAllowed('innocent.png') });
    expect(await messageCount(uuid)).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const uuid = await api.conversation();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - PNG_1X1.length)]);
    const res = await send(uuid, [['text', 'big one']], [{ name: 'huge.png', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: 'The file huge.png is larger than 10 MB.' });
    expect(await messageCount(uuid)).toBe(1);

    // Exactly 10 MB is allowed.
    const limit = Buffer.concat([PNG_1X1, Buffer.alloc(ATTACHMENT_MAX_BYTES - PNG_1X1.length)]);
    expect((await send(uuid, [], [{ name: 'max.png', content: limit }])).statusCode).toBe(201);
  });

  it('refuses more than 5 files with 413', async () => {
    const uuid = await api.conversation();
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, content: PNG_1X1 }));
    const res = await send(uuid, [['text', 'many']], files);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: CHAT_MESSAGES.tooManyAttachments });
    expect(await messageCount(uuid)).toBe(1);
    expect((await send(uuid, [['text', 'five']], files.slice(0, 5))).statusCode).toBe(201);
  });

  it('keeps translate=1 as a request; translated_text stays null (no translation service)', async () => {
    const uuid = await api.conversation();
    const res = await send(uuid, [
      ['text', 'Bitte warten Sie.'],
      ['translate', '1'],
    ]);
    expect((res.json() as { data: Message }).data).toMatchObject({ translate_requested: true, translated_text: null });
  });

  it('sends an internal note', async () => {
    const uuid = await api.conversation();
    const res = await send(uuid, [
      ['text', 'Checked the click log.'],
      ['type', 'note'],
    ]);
    expect((res.json() as { data: Message }).data).toMatchObject({
      type: 'note',
      text: 'Checked the click log.',
      is_support_message: true,
    });
    const bad = await send(uuid, [
      ['text', 'x'],
      ['type', 'rating'],
    ]);
    expect(bad.statusCode).toBe(400);
  });

  it('records the macros a reply was built from, counts their use and sets latest_generic_message_sent_at', async () => {
    const macro = (await api.call('POST', `${CHAT}/macros`, { body: { title: 'Greeting', text: 'Hi there!' }, adminId: TL })).json() as {
      data: { uuid: string };
    };
    const uuid = await api.conversation();
    const res = await send(uuid, [
      ['text', 'Hi there!'],
      ['macro_uuid[]', macro.data.uuid],
    ]);
    expect((res.json() as { data: Message }).data.macro_uuids).toEqual([macro.data.uuid]);
    const list = (await api.call('POST', `${CHAT}/macros/list`, { body: {} })).json() as {
      data: Array<{ uuid: string; usage_count: number }>;
      mostly_used: Array<{ uuid: string }>;
    };
    expect(list.data.find((m) => m.uuid === macro.data.uuid)?.usage_count).toBe(1);
    expect(list.mostly_used.map((m) => m.uuid)).toEqual([macro.data.uuid]);
    const conversation = (await api.call('POST', `${CHAT}/conversations/list`, { body: { filters: { search: uuid } } })).json() as {
      data: Array<{ latest_generic_message_sent_at: string | null }>;
    };
    expect(conversation.data[0]?.latest_generic_message_sent_at).not.toBeNull();

    const unknown = await send(uuid, [
      ['text', 'x'],
      ['macro_uuid[]', '00000000-0000-4000-8000-000000000000'],
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { macro_uuid: [CHAT_MESSAGES.unknownMacros] } });
  });
});

describe('deleting', () => {
  it('keeps deleted_at and deleted_by_name, hides the text and the files, publishes message.deleted', async () => {
    const uuid = await api.conversation();
    const sent = (await send(uuid, [['text', 'Oops, wrong user']], [{ name: 'a.png', content: PNG_1X1 }])).json() as { data: Message };
    const seq = api.lastSeq();
    const res = await api.call('DELETE', `${CHAT}/conversations/${uuid}/messages/${sent.data.uuid}`, { adminId: TL });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Message };
    expect(data).toMatchObject({
      uuid: sent.data.uuid,
      text: null,
      attachments: [],
      deleted_by_name: 'Amara Okafor',
      author_name: 'Lucas Ferreira',
    });
    expect(data.deleted_at).not.toBeNull();
    expect(api.eventsAfter(seq).map((e) => e.type)).toEqual(['message.deleted']);
    expect((await thread(uuid)).data.find((m) => m.uuid === sent.data.uuid)).toMatchObject({ text: null, deleted_by_name: 'Amara Okafor' });
    expect((await api.call('GET', sent.data.attachments[0]?.url as string)).statusCode).toBe(404);

    const again = await api.call('DELETE', `${CHAT}/conversations/${uuid}/messages/${sent.data.uuid}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: CHAT_MESSAGES.messageAlreadyDeleted });
  });

  it('does not delete event messages, nor a message of another conversation', async () => {
    const uuid = await api.conversation();
    await api.call('PUT', `${CHAT}/conversations/${uuid}/close`);
    const event = (await thread(uuid)).data.find((m) => m.type === 'event.conversation_closed') as Message;
    const res = await api.call('DELETE', `${CHAT}/conversations/${uuid}/messages/${event.uuid}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: CHAT_MESSAGES.eventMessageNotDeletable });
    const other = await api.conversation();
    const wrong = await api.call('DELETE', `${CHAT}/conversations/${other}/messages/${event.uuid}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ errors: CHAT_MESSAGES.messageNotFound });
  });
});
