import { z } from 'zod';
import { CHAT_EVENT, type ChatEventType } from '../realtime.ts';
import { ZChatAdminRef } from './common.ts';
import { ZConversation, ZConversationStatus } from './conversation.ts';
import { ZMacro } from './macro.ts';
import { ZChatMessage } from './message.ts';
import { ZSpecialNotice } from './notice.ts';
import { ZUserQueues } from './queues.ts';
import { ZUserNote } from './user-note.ts';

/** A message created or deleted, with its conversation as it is now. */
export const ZChatMessageEvent = z.object({ message: ZChatMessage, conversation: ZConversation });
/** A conversation changed: its status (the one before, null when unchanged) or its assignee. */
export const ZConversationUpdatedEvent = z.object({ conversation: ZConversation, previous_status: ZConversationStatus.nullable() });
export const ZConversationReassignedEvent = z.object({ conversation: ZConversation, previous_assignee: ZChatAdminRef.nullable() });
/** Open unassigned conversations waiting, in all queues and per queue. */
export const ZQueueCountEvent = z.object({
  queued_count: z.number().int(),
  chat_queued_count: z.number().int(),
  ticket_queued_count: z.number().int(),
});
export type QueueCounts = z.infer<typeof ZQueueCountEvent>;
/** The chat dashboard's counts. */
export const ZChatStatisticsEvent = z.object({
  by_status: z.record(ZConversationStatus, z.number().int()),
  unassigned_open: z.number().int(),
  by_app: z.array(z.object({ app_external_id: z.number().int(), open: z.number().int() })),
});
export type ChatStatistics = z.infer<typeof ZChatStatisticsEvent>;

/**
 * The payload of every chat event (issue 20: typed in the contract, no longer in comments). chat-api
 * publishes them typed by this map; the SPA parses what it receives with it.
 */
export const CHAT_EVENT_PAYLOAD = {
  [CHAT_EVENT.messageCreated]: ZChatMessageEvent,
  [CHAT_EVENT.messageDeleted]: ZChatMessageEvent,
  [CHAT_EVENT.conversationUpdated]: ZConversationUpdatedEvent,
  [CHAT_EVENT.conversationReassigned]: ZConversationReassignedEvent,
  [CHAT_EVENT.queueCount]: ZQueueCountEvent,
  [CHAT_EVENT.macroSaved]: z.object({ macro: ZMacro, created: z.boolean() }),
  [CHAT_EVENT.statistics]: ZChatStatisticsEvent,
  [CHAT_EVENT.specialNoticeSaved]: z.object({ special_notice: ZSpecialNotice }),
  [CHAT_EVENT.userQueuesUpdated]: z.object({ admin_id: z.number().int(), user_queues: ZUserQueues }),
  [CHAT_EVENT.userNoteSaved]: z.object({ note: ZUserNote }),
  [CHAT_EVENT.userNoteDeleted]: z.object({ uuid: z.uuid(), app_external_id: z.number().int(), user_external_id: z.string() }),
} as const satisfies Record<ChatEventType, z.ZodType>;

/** What a chat event of this type carries. */
export type ChatEventPayload<T extends ChatEventType> = z.input<(typeof CHAT_EVENT_PAYLOAD)[T]>;
