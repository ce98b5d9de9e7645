import { z } from 'zod';
import { CHAT_STATUS } from '../constants.ts';
import { ZConversationStatus } from './conversation.ts';
import { ZChatTimestamp } from './common.ts';

/** Admin-API chat calls (specification 03, section 7, /api/chat/... and user lookups). */

export const ZAvailableCountriesAnswer = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string() })),
  selected_codes: z.array(z.string()),
});
export const ZAvailableCountriesBody = z.object({
  codes: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'A country code has two letters.'),
    )
    .max(300),
});
export const ZAvailableCountriesSaved = z.object({ message: z.string(), selected_codes: z.array(z.string()) });

const ZChatStatusValue = z.union([z.literal(CHAT_STATUS.unavailable), z.literal(CHAT_STATUS.available)]);
export const ZChatStatus = z.object({ status: ZChatStatusValue });
export const ZChatStatusBody = z.object({ status: z.coerce.number().pipe(ZChatStatusValue) });

export const ZChatAssigneesAnswer = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), hex_color: z.string(), chat_status: z.number().int() })),
});

export const ZChatInfoParams = z.object({
  appExternalId: z.coerce.number().int().positive(),
  externalId: z.string().trim().min(1).max(64),
});
export const ZChatInfoAnswer = z.object({
  data: z.object({
    app_external_id: z.number().int(),
    external_id: z.string(),
    user_uuid: z.uuid(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    country_code: z.string().nullable(),
    ps_user_id: z.number().int().nullable(),
    is_app_user: z.boolean(),
    conversation_count: z.number().int(),
    ticket_count: z.number().int(),
    /** Conversations per status. */
    status_counts: z.record(ZConversationStatus, z.number().int()),
    average_rating: z.number().nullable(),
    note_count: z.number().int(),
    first_contact_at: ZChatTimestamp.nullable(),
    last_contact_at: ZChatTimestamp.nullable(),
    latest_conversation_uuid: z.uuid().nullable(),
  }),
});

export const ZStreaksParams = z.object({ appName: z.string().trim().min(1).max(64), appUserId: z.string().trim().min(1).max(64) });
export const ZStreaksAnswer = z.object({
  streaks: z.array(
    z.object({
      /** e.g. daily_login, daily_survey */
      name: z.string(),
      current_length: z.number().int(),
      longest_length: z.number().int(),
      started_at: ZChatTimestamp.nullable(),
      last_activity_at: ZChatTimestamp.nullable(),
    }),
  ),
  /** When the user last renewed (kept alive) a streak; null if never. */
  last_renewal: ZChatTimestamp.nullable(),
});
