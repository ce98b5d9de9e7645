import type { ChatMessage } from '@bo/contract';
import type { Draft } from './Composer.tsx';

/** A reply on its way: shown in the thread until the server's message is there, or marked failed for a retry. */
export interface PendingSend {
  id: string;
  draft: Draft;
  failed: boolean;
  startedAt: number;
}

/** Clock slack between browser and server when matching a pending send to its arrived message. */
export const ARRIVAL_SLACK_MS = 60_000;

/** The send call's multipart body. */
export function formOf(draft: Draft): FormData {
  const form = new FormData();
  form.set('text', draft.text);
  form.set('type', draft.type);
  form.set('translate', draft.translate ? '1' : '0');
  for (const uuid of draft.macroUuids) form.append('macro_uuid[]', uuid);
  for (const file of draft.files) form.append('attachments[]', file, file.name);
  return form;
}

/**
 * Whether a pending send is already in the thread: the hub's push can arrive before the send's own
 * answer, and the message must not show twice meanwhile.
 */
export function arrived(p: PendingSend, messages: readonly ChatMessage[], adminId: number | undefined): boolean {
  return messages.some(
    (m) => m.author_admin_id === adminId && m.text === p.draft.text && Date.parse(m.created_at) >= p.startedAt - ARRIVAL_SLACK_MS,
  );
}

/** The sends to show after the thread: the failed ones, and those whose message has not arrived yet. */
export function unsent(pending: readonly PendingSend[], messages: readonly ChatMessage[], adminId: number | undefined): PendingSend[] {
  return pending.filter((p) => p.failed || !arrived(p, messages, adminId));
}

/** A message not yet accepted by the server, shown so the agent sees what is on its way. */
export function pendingMessage(p: PendingSend, conversationUuid: string, authorName: string | null): ChatMessage {
  return {
    uuid: p.id,
    conversation_uuid: conversationUuid,
    type: p.draft.type,
    text: p.draft.text,
    translated_text: null,
    translate_requested: p.draft.translate,
    attachments: [],
    author_name: authorName,
    author_admin_id: null,
    is_support_message: true,
    status: 'sent',
    macro_uuids: p.draft.macroUuids,
    rating: null,
    assignee: null,
    created_at: new Date().toISOString(),
    deleted_at: null,
    deleted_by_name: null,
  };
}
