import {
  CHAT_EVENT,
  CHAT_EVENT_PERMISSIONS,
  type ChatEventPayload,
  type ChatEventType,
  type Conversation,
  type ConversationStatus,
} from '@bo/contract';
import type { ChatDeps } from './deps.ts';
import { chatStatistics, queueCounts } from './stats.ts';

/**
 * Publishes one chat event to the staff who may read conversations (or only `adminIds`), its payload
 * typed by the contract's CHAT_EVENT_PAYLOAD. The change is already committed: a bus failure is
 * logged and must not turn the answer into an error.
 */
export async function publishChatEvent<T extends ChatEventType>(
  deps: ChatDeps,
  type: T,
  payload: ChatEventPayload<T>,
  adminIds?: number[],
): Promise<void> {
  try {
    await deps.events.publish({ type, audience: { permission: [...CHAT_EVENT_PERMISSIONS], ...(adminIds ? { adminIds } : {}) }, payload });
  } catch (error) {
    deps.log.error({ err: error, type }, 'publishing a chat event failed');
  }
}

/** After conversations changed status or assignee: the queue count and the dashboard statistics. */
export async function publishCounters(deps: ChatDeps): Promise<void> {
  try {
    await publishChatEvent(deps, CHAT_EVENT.queueCount, await queueCounts(deps.db));
    await publishChatEvent(deps, CHAT_EVENT.statistics, await chatStatistics(deps.db));
  } catch (error) {
    deps.log.error({ err: error }, 'computing chat counters failed');
  }
}

export async function publishConversationUpdated(
  deps: ChatDeps,
  conversation: Conversation,
  previousStatus: ConversationStatus | null,
): Promise<void> {
  await publishChatEvent(deps, CHAT_EVENT.conversationUpdated, { conversation, previous_status: previousStatus });
}
