import { z } from 'zod';
import { CHAT_BULK_MAX } from '../constants.ts';
import { CHAT_LOCALE_CODES } from '../locales.ts';
import { CHAT_MESSAGES } from '../messages.ts';
import { ZConversation } from './conversation.ts';
import { ZConversationUuids, ZChatDateTimeInput } from './common.ts';

/** snooze: until when (ISO 8601; without a zone, UTC). */
export const ZChatSnoozeBody = z.object({ snooze: ZChatDateTimeInput });
export const ZChatBulkBody = z.object({ conversation_uuids: ZConversationUuids(CHAT_BULK_MAX) });
export const ZChatBulkSnoozeBody = ZChatBulkBody.extend({ snooze: ZChatDateTimeInput });

export const ZChatLanguageCodeBody = z.object({
  language_code: z
    .string()
    .trim()
    .toLowerCase()
    .refine((code) => CHAT_LOCALE_CODES.includes(code), CHAT_MESSAGES.unknownLocale),
});

/** admin_id null removes the assignee. */
export const ZConversationAssigneeBody = z.object({ admin_id: z.coerce.number().int().positive().nullable() });
export const ZChatBulkAssigneeBody = ZConversationAssigneeBody.extend({ conversation_uuids: ZConversationUuids(CHAT_BULK_MAX) });

/** A bulk action's answer: which conversations changed and which were skipped, and why. */
export const ZChatBulkAnswer = z.object({
  changed: z.array(z.uuid()),
  skipped: z.array(z.object({ uuid: z.string(), reason: z.string() })),
  /** The changed conversations as they are now. */
  data: z.array(ZConversation),
});
export type ChatBulkAnswer = z.infer<typeof ZChatBulkAnswer>;
