import { z } from 'zod';

/**
 * Who may receive a real-time event: admins passing `permission` (one name, or a list meaning any
 * of them, decided with decide()), narrowed to `adminIds` when given.
 */
export const ZRealtimeAudience = z.object({
  permission: z.union([z.string(), z.array(z.string())]),
  adminIds: z.array(z.number().int()).optional(),
});
export type RealtimeAudience = z.infer<typeof ZRealtimeAudience>;

/** The envelope of every event on the bus (chat now, reviews later). seq increases with every publish. */
export const ZRealtimeEvent = z.object({
  seq: z.number().int(),
  type: z.string(),
  audience: ZRealtimeAudience,
  payload: z.unknown(),
  /** When it was published, ISO 8601. */
  at: z.string(),
});
export type RealtimeEvent = z.infer<typeof ZRealtimeEvent>;

/** Event types chat-api publishes; their payloads are zod schemas: CHAT_EVENT_PAYLOAD (schemas/events.ts). */
export const CHAT_EVENT = {
  /** { message, conversation } */
  messageCreated: 'message.created',
  /** { message, conversation } */
  messageDeleted: 'message.deleted',
  /** { conversation, previous_status } */
  conversationUpdated: 'conversation.updated',
  /** { conversation, previous_assignee } */
  conversationReassigned: 'conversation.reassigned',
  /** { queued_count, chat_queued_count, ticket_queued_count } */
  queueCount: 'queue.count',
  /** { macro, created } */
  macroSaved: 'macro.saved',
  /** { by_status: {open, snoozed, closed}, unassigned_open, by_app: [{app_external_id, open}] } */
  statistics: 'statistics',
  /** { special_notice } */
  specialNoticeSaved: 'special_notice.saved',
  /** { admin_id, user_queues } (audience: that admin) */
  userQueuesUpdated: 'user_queues.updated',
  /** { note } */
  userNoteSaved: 'user_note.saved',
  /** { uuid, app_external_id, user_external_id } */
  userNoteDeleted: 'user_note.deleted',
} as const;
export type ChatEventType = (typeof CHAT_EVENT)[keyof typeof CHAT_EVENT];

/** Chat events go to whoever may read conversations. */
export const CHAT_EVENT_PERMISSIONS = ['chat', 'chat_dashboard'] as const;
