import {
  CHAT_EVENT,
  CHAT_EVENT_TEXTS,
  CHAT_MESSAGES,
  CHAT_MESSAGE_TYPE,
  type ChatMessage,
  type Conversation,
  type ConversationStatus,
} from '@bo/contract';
import { notFound } from '@bo/server-kit';
import { loadConversation } from '../conversations/load.ts';
import { publishTransition } from '../conversations/publish-transition.ts';
import type { ChatDeps } from '../deps.ts';
import { publishChatEvent, publishCounters } from '../publish.ts';
import { insertMessage } from './insert.ts';
import { loadMessage } from './load.ts';

/**
 * A new message from the app user. It reopens a snoozed or closed conversation (with an
 * event.conversation_reopened in the thread). This is the entry point for the apps' message
 * intake; the back-office itself has no user-facing call.
 */
export async function receiveUserMessage(
  deps: ChatDeps,
  conversationUuid: string,
  text: string,
): Promise<{ message: ChatMessage; conversation: Conversation; reopenedFrom: ConversationStatus | null }> {
  const result = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: ConversationStatus; user_name: string | null }>(
      `SELECT c.status, u.name AS user_name FROM chat.conversations c JOIN chat.users u ON u.uuid = c.user_uuid WHERE c.uuid = $1 FOR UPDATE OF c`,
      [conversationUuid],
    );
    const row = rows[0];
    if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
    const messageUuid = await insertMessage(tx, {
      conversationUuid,
      type: CHAT_MESSAGE_TYPE.message,
      text,
      author: null,
      authorName: row.user_name,
      isSupportMessage: false,
    });
    let eventMessageUuid: string | null = null;
    if (row.status !== 'open') {
      await tx.query("UPDATE chat.conversations SET status = 'open', snooze_until = NULL WHERE uuid = $1", [conversationUuid]);
      eventMessageUuid = await insertMessage(tx, {
        conversationUuid,
        type: CHAT_MESSAGE_TYPE.conversationReopened,
        text: CHAT_EVENT_TEXTS.reopenedByUser,
        author: null,
        isSupportMessage: true,
      });
    }
    await tx.query('UPDATE chat.conversations SET last_activity_at = now(), updated_at = now() WHERE uuid = $1', [conversationUuid]);
    return { messageUuid, eventMessageUuid, previous: row.status };
  });

  const message = (await loadMessage(deps.db, result.messageUuid)) as ChatMessage;
  const conversation = await loadConversation(deps.db, conversationUuid);
  await publishChatEvent(deps, CHAT_EVENT.messageCreated, { message, conversation });
  if (result.eventMessageUuid) {
    await publishTransition(deps, conversationUuid, result.previous, result.eventMessageUuid);
    await publishCounters(deps);
  }
  return {
    message,
    conversation: await loadConversation(deps.db, conversationUuid),
    reopenedFrom: result.eventMessageUuid ? result.previous : null,
  };
}
