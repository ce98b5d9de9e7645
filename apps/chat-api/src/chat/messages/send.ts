import { randomUUID } from 'node:crypto';
import { notFound, unprocessable } from '@bo/server-kit';
import { CHAT_EVENT, CHAT_MESSAGES, CHAT_MESSAGE_TYPE, type ChatMessage, type Conversation } from '@bo/contract';
import type { ActingAdmin } from '../acting-admin.ts';
import { loadConversation } from '../conversations/load.ts';
import type { ChatDeps } from '../deps.ts';
import { publishChatEvent } from '../publish.ts';
import { insertMessage } from './insert.ts';
import { loadMessage } from './load.ts';
import type { SendForm } from './send-form.ts';

/**
 * An agent's reply or internal note, with its files and the macros it was built from, in one
 * transaction. A message with empty text and no attachments is refused (specification 03, section 5).
 * translate=1 is recorded, but translated_text stays null: no translation service is connected.
 */
export async function sendAgentMessage(
  deps: ChatDeps,
  conversationUuid: string,
  author: ActingAdmin,
  form: SendForm,
): Promise<{ message: ChatMessage; conversation: Conversation }> {
  const text = form.fields.text.trim() === '' ? null : form.fields.text;
  if (text === null && form.files.length === 0) throw unprocessable(CHAT_MESSAGES.emptyMessage);
  const macroUuids = [...new Set(form.fields.macro_uuid)];

  const messageUuid = await deps.db.transaction(async (tx) => {
    const conversation = await tx.query('SELECT 1 FROM chat.conversations WHERE uuid = $1 FOR UPDATE', [conversationUuid]);
    if (conversation.rows.length === 0) throw notFound(CHAT_MESSAGES.conversationNotFound);
    if (macroUuids.length > 0) {
      const known = await tx.query('SELECT uuid FROM chat.macros WHERE uuid = ANY($1::uuid[])', [macroUuids]);
      if (known.rows.length !== macroUuids.length) throw unprocessable({ macro_uuid: [CHAT_MESSAGES.unknownMacros] });
    }
    const uuid = await insertMessage(tx, {
      conversationUuid,
      type: form.fields.type,
      text,
      translateRequested: form.fields.translate,
      author: { id: author.id, name: author.name },
      isSupportMessage: true,
    });
    for (const [position, file] of form.files.entries()) {
      await tx.query(
        `INSERT INTO chat.attachments (uuid, message_uuid, file_name, mime_type, kind, size_bytes, position, content) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [randomUUID(), uuid, file.fileName, file.type.mime, file.type.kind, file.content.length, position, file.content],
      );
    }
    for (const macroUuid of macroUuids) {
      await tx.query('INSERT INTO chat.macro_uses (macro_uuid, message_uuid, admin_id) VALUES ($1, $2, $3)', [macroUuid, uuid, author.id]);
    }
    // A reply built from macros is a generic answer; notes never reach the user.
    const generic = form.fields.type === CHAT_MESSAGE_TYPE.message && macroUuids.length > 0;
    await tx.query(
      `UPDATE chat.conversations SET last_activity_at = now(), updated_at = now(),
              latest_generic_message_sent_at = CASE WHEN $2 THEN now() ELSE latest_generic_message_sent_at END
        WHERE uuid = $1`,
      [conversationUuid, generic],
    );
    return uuid;
  });

  const message = (await loadMessage(deps.db, messageUuid)) as ChatMessage;
  const conversation = await loadConversation(deps.db, conversationUuid);
  await publishChatEvent(deps, CHAT_EVENT.messageCreated, { message, conversation });
  return { message, conversation };
}
