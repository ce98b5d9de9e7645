import { z } from 'zod';
import {
  CHAT_CONVERSATIONS_PER_PAGE,
  CHAT_MAX_PER_PAGE,
  CONVERSATION_RATINGS,
  CONVERSATION_SORTS,
  CONVERSATION_SOURCES,
  DEFAULT_CONVERSATION_SORT,
} from '../constants.ts';
import { CONVERSATION_STATUSES } from '../status.ts';
import { ZChatAdminRef, ZChatDateTimeInput, ZChatTimestamp, zChatPage } from './common.ts';
import { ZSpecialNotice } from './notice.ts';
import { ZUserQueues } from './queues.ts';

export const ZConversationStatus = z.enum(CONVERSATION_STATUSES);

/** The app user who started the conversation. */
export const ZConversationCreator = z.object({
  uuid: z.uuid(),
  app_external_id: z.number().int(),
  /** The user's id inside the app. */
  external_id: z.string(),
  is_app_user: z.boolean(),
  /** The platform (ps) user id, when the app user is linked to one. */
  ps_user_id: z.number().int().nullable(),
  conversation_count: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
});

export const ZLatestMessage = z.object({
  uuid: z.uuid(),
  type: z.string(),
  /** Null when the message was deleted. */
  text: z.string().nullable(),
  author_name: z.string().nullable(),
  is_support_message: z.boolean(),
  has_attachments: z.boolean(),
  created_at: ZChatTimestamp,
});

export const ZConversation = z.object({
  uuid: z.uuid(),
  status: ZConversationStatus,
  snooze_until: ZChatTimestamp.nullable(),
  assignee: ZChatAdminRef.nullable(),
  creator: ZConversationCreator,
  app_external_id: z.number().int(),
  /** 0 chat, anything else a ticket. */
  type: z.number().int(),
  is_ticket: z.boolean(),
  rating: z.number().int().nullable(),
  language_code: z.string().nullable(),
  source: z.string().nullable(),
  latest_message: ZLatestMessage.nullable(),
  /** When an agent last sent a reply built from a macro (a generic, canned answer). */
  latest_generic_message_sent_at: ZChatTimestamp.nullable(),
  /** Messages from the user no agent has loaded yet. */
  unseen_count: z.number().int(),
  created_at: ZChatTimestamp,
  updated_at: ZChatTimestamp,
});
export type Conversation = z.infer<typeof ZConversation>;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** Marks "no assignee" inside assignee_user_ids. */
export const UNASSIGNED = 'unassigned';

export const ZConversationFilters = z.object({
  status: oneOrMany(ZConversationStatus).optional(),
  /** Admin ids; the value 'unassigned' (or null) selects conversations without an assignee. */
  assignee_user_ids: z.array(z.union([z.literal(UNASSIGNED), z.null(), z.coerce.number().int().positive()])).optional(),
  /** Admins who wrote in the conversation. */
  participant_user_ids: z.array(z.coerce.number().int().positive()).optional(),
  app_external_id: oneOrMany(z.coerce.number().int().positive()).optional(),
  sources: z.array(z.enum(CONVERSATION_SOURCES)).optional(),
  /** The user's id in the app, or the platform user id. */
  user_id: z
    .union([z.string().trim().max(64), z.number().int()])
    .transform(String)
    .optional(),
  /** Conversations started in this window; a bare value means "from". */
  start_time: z
    .union([ZChatDateTimeInput, z.object({ from: ZChatDateTimeInput.optional(), to: ZChatDateTimeInput.optional() })])
    .transform((v) => (v instanceof Date ? { from: v, to: undefined } : v))
    .optional(),
  rating: oneOrMany(
    z.coerce
      .number()
      .int()
      .min(CONVERSATION_RATINGS[0])
      .max(CONVERSATION_RATINGS[CONVERSATION_RATINGS.length - 1]!),
  ).optional(),
  /** Ids of external apps (hidden from the app filter) whose conversations are included as well. */
  external_app_options: z.array(z.coerce.number().int().positive()).optional(),
  /** Free text: user name, e-mail or id, or message text. */
  search: z.string().trim().max(200).optional(),
});
export type ConversationFilters = z.output<typeof ZConversationFilters>;

export const ZConversationSort = z.enum(CONVERSATION_SORTS);

export const ZConversationListBody = z.object({
  page: zChatPage(),
  per_page: z.coerce.number().int().min(1).max(CHAT_MAX_PER_PAGE).default(CHAT_CONVERSATIONS_PER_PAGE),
  sort: ZConversationSort.default(DEFAULT_CONVERSATION_SORT),
  filters: ZConversationFilters.default({}),
});

export const ZConversationListAnswer = z.object({
  data: z.array(ZConversation),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  sort: ZConversationSort,
  /** The filters as applied, echoed for the client. */
  filters: z.record(z.string(), z.unknown()),
  /** Open conversations waiting without an assignee, in the queues the caller has switched on. */
  queued_count: z.number().int(),
  is_support_tl: z.boolean(),
  user_queues: ZUserQueues,
  special_notice: ZSpecialNotice.nullable(),
});
export type ConversationListAnswer = z.infer<typeof ZConversationListAnswer>;
/** What every page of the conversation list holds, as the SPA updates it from realtime events. */
export type ConversationPage = Pick<ConversationListAnswer, 'data' | 'page' | 'last_page' | 'total'>;

export const ZDefaultFiltersAnswer = z.object({
  data: z.object({
    sort: ZConversationSort,
    per_page: z.number().int(),
    filters: z.object({ status: z.array(ZConversationStatus) }),
    statuses: z.array(ZConversationStatus),
    sorts: z.array(ZConversationSort),
    sources: z.array(z.string()),
    ratings: z.array(z.number().int()),
    /** External apps (hidden from the app filter) that have conversations. */
    external_apps: z.array(z.object({ id: z.number().int(), conversation_count: z.number().int() })),
  }),
});

export const ZChatAppsAnswer = z.object({
  data: z.array(z.object({ id: z.number().int(), project: z.string(), title: z.string() })),
});

export const ZChatLocalesAnswer = z.object({ data: z.array(z.object({ code: z.string(), name: z.string() })) });

export const ZConversationAnswer = z.object({ data: ZConversation });

export const ZConversationParams = z.object({ id: z.uuid() });
