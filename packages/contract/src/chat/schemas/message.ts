import { z } from 'zod';
import { CHAT_MAX_PER_PAGE, CHAT_MESSAGES_PER_PAGE, MESSAGE_TEXT_MAX } from '../constants.ts';
import { SENDABLE_MESSAGE_TYPES } from '../status.ts';
import { ZChatAdminRef, ZChatTimestamp, zChatPage } from './common.ts';

export const ZChatAttachment = z.object({
  uuid: z.uuid(),
  file_name: z.string(),
  /** The type recognised from the content, not the one the uploader declared. */
  mime_type: z.string(),
  kind: z.enum(['image', 'video', 'document']),
  size: z.number().int(),
  /** Where the browser loads the file from (through the gateway). */
  url: z.string(),
});

export const ZChatMessage = z.object({
  uuid: z.uuid(),
  conversation_uuid: z.uuid(),
  /** message, note, rating or event.* */
  type: z.string(),
  /** Null once deleted. */
  text: z.string().nullable(),
  /** Null when no translation was made (no translation service is connected; see the chat-api README). */
  translated_text: z.string().nullable(),
  translate_requested: z.boolean(),
  attachments: z.array(ZChatAttachment),
  author_name: z.string().nullable(),
  /** The admin who wrote it; null for messages from the user and for automatic event messages. */
  author_admin_id: z.number().int().nullable(),
  is_support_message: z.boolean(),
  /** seen once an agent (for user messages) has loaded it; sent otherwise. */
  status: z.enum(['sent', 'seen']),
  macro_uuids: z.array(z.uuid()),
  /** For rating messages: the rating given. */
  rating: z.number().int().nullable(),
  assignee: ZChatAdminRef.nullable(),
  created_at: ZChatTimestamp,
  deleted_at: ZChatTimestamp.nullable(),
  deleted_by_name: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatMessageListBody = z.object({
  page: zChatPage(),
  per_page: z.coerce.number().int().min(1).max(CHAT_MAX_PER_PAGE).default(CHAT_MESSAGES_PER_PAGE),
});

/** Page 1 holds the newest messages; inside a page they are oldest first, ready to render. */
export const ZChatMessageListAnswer = z.object({
  data: z.array(ZChatMessage),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});
/** One page of a thread, as the SPA caches it (page 1 holds the newest messages). */
export type MessagePage = z.infer<typeof ZChatMessageListAnswer>;

const ZTranslateFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', '']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/**
 * The fields of a sent message (multipart text, translate, type, macro_uuid[] plus attachments[]
 * files, or the same fields as JSON without files).
 */
export const ZSendMessageFields = z.object({
  text: z.string().max(MESSAGE_TEXT_MAX).default(''),
  translate: ZTranslateFlag.default(false),
  type: z.enum(SENDABLE_MESSAGE_TYPES).default('message'),
  macro_uuid: z.array(z.uuid()).max(20).default([]),
});
export type SendMessageFields = z.output<typeof ZSendMessageFields>;

export const ZChatMessageAnswer = z.object({ data: ZChatMessage });

export const ZChatMessageParams = z.object({ id: z.uuid(), messageId: z.uuid() });
export const ZChatAttachmentParams = z.object({ attachmentId: z.uuid() });
