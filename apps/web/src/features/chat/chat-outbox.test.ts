import type { ChatMessage } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { ARRIVAL_SLACK_MS, arrived, formOf, pendingMessage, unsent, type PendingSend } from './chat-outbox.ts';
import type { Draft } from './Composer.tsx';

const draft: Draft = { text: 'Hello', type: 'message', translate: true, files: [], macroUuids: ['m1', 'm2'] };
const startedAt = Date.parse('2026-01-01T12:00:00Z');
const send = (over: Partial<PendingSend> = {}): PendingSend => ({ id: 'p1', draft, failed: false, startedAt, ...over });
const message = (over: Partial<ChatMessage>): ChatMessage => ({ ...pendingMessage(send(), 'c1', 'Ann'), ...over });

describe('the chat outbox', () => {
  it('sends a draft as the multipart form of the send call', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const form = formOf({ ...draft, files: [file] });
    expect(form.get('text')).toBe('Hello');
    expect(form.get('type')).toBe('message');
    expect(form.get('translate')).toBe('1');
    expect(form.getAll('macro_uuid[]')).toEqual(['m1', 'm2']);
    expect((form.get('attachments[]') as File).name).toBe('a.png');
    expect(formOf({ ...draft, translate: false }).get('translate')).toBe('0');
  });

  it('counts a send arrived once the admin’s message with its text is in the thread, within the clock slack', () => {
    const at = (ms: number) => new Date(ms).toISOString();
    expect(arrived(send(), [message({ author_admin_id: 7, text: 'Hello', created_at: at(startedAt) })], 7)).toBe(true);
    expect(arrived(send(), [message({ author_admin_id: 7, text: 'Hello', created_at: at(startedAt - ARRIVAL_SLACK_MS) })], 7)).toBe(true);
    expect(arrived(send(), [message({ author_admin_id: 7, text: 'Hello', created_at: at(startedAt - ARRIVAL_SLACK_MS - 1) })], 7)).toBe(
      false,
    );
    expect(arrived(send(), [message({ author_admin_id: 8, text: 'Hello', created_at: at(startedAt) })], 7)).toBe(false);
    expect(arrived(send(), [message({ author_admin_id: 7, text: 'Other', created_at: at(startedAt) })], 7)).toBe(false);
  });

  it('shows the failed sends and those not arrived yet', () => {
    const there = [message({ author_admin_id: 7, text: 'Hello', created_at: new Date(startedAt).toISOString() })];
    expect(unsent([send()], there, 7)).toEqual([]);
    expect(unsent([send({ failed: true })], there, 7)).toHaveLength(1);
    expect(unsent([send()], [], 7)).toHaveLength(1);
  });

  it('draws a pending send as the agent’s message', () => {
    const shown = pendingMessage(send(), 'c1', 'Ann');
    expect(shown).toMatchObject({ uuid: 'p1', conversation_uuid: 'c1', text: 'Hello', author_name: 'Ann', is_support_message: true });
    expect(shown.translate_requested).toBe(true);
    expect(shown.macro_uuids).toEqual(['m1', 'm2']);
  });
});
