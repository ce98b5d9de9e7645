import { conflict, notFound, unprocessable } from '@bo/server-kit';
import { CHAT_EVENT, CHAT_MESSAGES, isEventMessage, type ChatMessage } from '@bo/contract';
import type { ActingAdmin } from '../acting-admin.ts';
import { loadConversation } from '../conversations/load.ts';
import type { ChatDeps } from '../deps.ts';
import { publishChatEvent } from '../publish.ts';
import { loadMessage } from './load.ts';

/**
 * Deletes a message softly: deleted_at and the deleting admin's name are kept (and shown), the
 * text and the files are hidden from then on. Event messages are the thread's history and stay.
 */
export async function deleteMessage(
  deps: ChatDeps,
  conversationUuid: string,
  messageUuid: string,
  admin: ActingAdmin,
): Promise<ChatMessage> {
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ type: string; deleted_at: Date | null }>(
      'SELECT type, deleted_at FROM chat.messages WHERE uuid = $1 AND conversation_uuid = $2 FOR UPDATE',
      [messageUuid, conversationUuid],
    );
    const row = rows[0];
    if (!row) throw notFound(CHAT_MESSAGES.messageNotFound);
    if (isEventMessage(row.type)) throw unprocessable(CHAT_MESSAGES.eventMessageNotDeletable);
    if (row.deleted_at) throw conflict(CHAT_MESSAGES.messageAlreadyDeleted);
    await tx.query('UPDATE chat.messages SET deleted_at = now(), deleted_by_admin_id = $2, deleted_by_name = $3 WHERE uuid = $1', [
      messageUuid,
      admin.id,
      admin.name,
    ]);
  });
  const message = (await loadMessage(deps.db, messageUuid)) as ChatMessage;
  await publishChatEvent(deps, CHAT_EVENT.messageDeleted, { message, conversation: await loadConversation(deps.db, conversationUuid) });
  return message;
}
