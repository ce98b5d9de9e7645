import { notFound } from '@bo/server-kit';
import { CHAT_MESSAGES, type Conversation } from '@bo/contract';
import type { ChatDeps } from '../deps.ts';
import { publishConversationUpdated } from '../publish.ts';
import { loadConversation } from './load.ts';

/** The language the conversation is held in (drives translation and macros in that language). */
export async function setConversationLanguage(deps: ChatDeps, uuid: string, languageCode: string): Promise<Conversation> {
  const { rowCount } = await deps.db.query('UPDATE chat.conversations SET language_code = $2, updated_at = now() WHERE uuid = $1', [
    uuid,
    languageCode,
  ]);
  if (rowCount === 0) throw notFound(CHAT_MESSAGES.conversationNotFound);
  const conversation = await loadConversation(deps.db, uuid);
  await publishConversationUpdated(deps, conversation, null);
  return conversation;
}
