import { CHAT_EVENT, type Conversation, type ConversationStatus } from '@bo/contract';
import type { ChatDeps } from '../deps.ts';
import { loadMessage } from '../messages/load.ts';
import { publishChatEvent, publishConversationUpdated } from '../publish.ts';
import { loadConversation } from './load.ts';

/** A status change is seen twice: the conversation changed, and its thread got an event message. */
export async function publishTransition(
  deps: ChatDeps,
  uuid: string,
  previousStatus: ConversationStatus,
  eventMessageUuid: string,
): Promise<Conversation> {
  const conversation = await loadConversation(deps.db, uuid);
  await publishConversationUpdated(deps, conversation, previousStatus);
  const message = await loadMessage(deps.db, eventMessageUuid);
  if (message) await publishChatEvent(deps, CHAT_EVENT.messageCreated, { message, conversation });
  return conversation;
}
