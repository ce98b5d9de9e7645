import { ZNoBody } from '../../schemas/no-body.ts';
import { SEND_MESSAGE_MAX_BYTES } from '../../chat/constants.ts';
import {
  ZChatBulkAnswer,
  ZChatBulkAssigneeBody,
  ZChatBulkBody,
  ZChatBulkSnoozeBody,
  ZChatLanguageCodeBody,
  ZChatSnoozeBody,
  ZConversationAssigneeBody,
} from '../../chat/schemas/actions.ts';
import {
  ZAvailableCountriesAnswer,
  ZAvailableCountriesBody,
  ZAvailableCountriesSaved,
  ZChatAssigneesAnswer,
  ZChatInfoAnswer,
  ZChatInfoParams,
  ZChatStatus,
  ZChatStatusBody,
  ZStreaksAnswer,
  ZStreaksParams,
} from '../../chat/schemas/admin-chat.ts';
import {
  ZChatAppsAnswer,
  ZChatLocalesAnswer,
  ZConversationAnswer,
  ZConversationListAnswer,
  ZConversationListBody,
  ZConversationParams,
  ZDefaultFiltersAnswer,
} from '../../chat/schemas/conversation.ts';
import { ZMacroBody, ZMacroListAnswer, ZMacroListBody, ZMacroParams, ZMacroSaveAnswer } from '../../chat/schemas/macro.ts';
import {
  ZChatAttachmentParams,
  ZChatMessageAnswer,
  ZChatMessageListAnswer,
  ZChatMessageListBody,
  ZChatMessageParams,
} from '../../chat/schemas/message.ts';
import { ZSpecialNoticeAnswer, ZSpecialNoticeBody } from '../../chat/schemas/notice.ts';
import { ZUserQueuesAnswer, ZUserQueuesBody } from '../../chat/schemas/queues.ts';
import {
  ZUserNoteAnswer,
  ZUserNoteBody,
  ZUserNoteDeletedAnswer,
  ZUserNoteItemParams,
  ZUserNoteParams,
  ZUserNotesAnswer,
} from '../../chat/schemas/user-note.ts';
import { SIGNED_IN, type ApiCall, type CallExtra } from '../types.ts';

/** The chat API's own paths (ARCHITECTURE.md: chat path /api/X is served at /chat/api/X). */
const CHAT = '/chat/api/admin';
/** Reading conversations: the chat page and the chat dashboard. */
const READ = ['chat', 'chat_dashboard'] as const;
/** Working conversations (sending, transitions, assignment ...). */
const WORK = 'chat';
/** Creating and editing macros (the Manage Macros sub-permission). */
const MANAGE_MACROS = 'manage_macros';

type Method = ApiCall['method'];
type Permission = ApiCall['permission'];

const chat = <const E extends CallExtra>(name: string, method: Method, path: string, permission: Permission, extra: E) => ({
  name: `chat.${name}`,
  method,
  path: `${CHAT}${path}`,
  upstream: 'chat' as const,
  permission,
  ...extra,
});
const admin = <const E extends CallExtra>(name: string, method: Method, path: string, permission: Permission, extra: E) => ({
  name: `chat.${name}`,
  method,
  path,
  upstream: 'admin' as const,
  permission,
  ...extra,
});

const single = { params: ZConversationParams, answer: ZConversationAnswer } as const;
const bulk = { body: ZChatBulkBody, answer: ZChatBulkAnswer } as const;
/** A write on one conversation that takes no body (close, reopen, end a snooze). */
const singleWrite = { ...single, body: ZNoBody } as const;

/**
 * Every chat call (specification 03, section 7), by key, so the upstream registers each route at
 * exactly the path the gateway checks, with the call's schemas (routeCall in server-kit).
 */
export const CHAT_CALL = {
  defaultFilters: chat('conversations.default_filters', 'GET', '/conversations/default-filters', READ, {
    summary: "The conversation list's default filters and the filter bar's options",
    answer: ZDefaultFiltersAnswer,
  }),
  apps: chat('conversations.apps', 'GET', '/conversations/apps', READ, { summary: 'The chat apps', answer: ZChatAppsAnswer }),
  conversationList: chat('conversations.list', 'POST', '/conversations/list', READ, {
    summary: 'A page of conversations, with queue counts and the special notice',
    body: ZConversationListBody,
    answer: ZConversationListAnswer,
  }),
  messageList: chat('messages.list', 'POST', '/conversations/:id/list', READ, {
    summary: "A page of a conversation's messages (page 1 marks the user's messages seen)",
    params: ZConversationParams,
    body: ZChatMessageListBody,
    answer: ZChatMessageListAnswer,
  }),
  sendMessage: chat('messages.send', 'POST', '/conversations/:id', WORK, {
    summary: 'Sends a message: text and files together (multipart)',
    params: ZConversationParams,
    answer: ZChatMessageAnswer,
    status: 201,
    uploadLimitBytes: SEND_MESSAGE_MAX_BYTES,
  }),
  deleteMessage: chat('messages.delete', 'DELETE', '/conversations/:id/messages/:messageId', WORK, {
    summary: "Deletes an agent's message",
    params: ZChatMessageParams,
    answer: ZChatMessageAnswer,
  }),
  attachment: chat('attachments.show', 'GET', '/attachments/:attachmentId', READ, {
    summary: "An attachment's bytes",
    params: ZChatAttachmentParams,
    streams: true,
  }),
  snooze: chat('conversations.snooze', 'PUT', '/conversations/:id/snooze', WORK, {
    summary: 'Snoozes a conversation until a time',
    ...single,
    body: ZChatSnoozeBody,
  }),
  bulkSnooze: chat('conversations.bulk_snooze', 'PUT', '/conversations/snooze', WORK, {
    summary: 'Snoozes conversations until a time',
    body: ZChatBulkSnoozeBody,
    answer: ZChatBulkAnswer,
  }),
  unsnooze: chat('conversations.unsnooze', 'PUT', '/conversations/:id/unsnooze', WORK, { summary: 'Ends a snooze', ...singleWrite }),
  bulkUnsnooze: chat('conversations.bulk_unsnooze', 'PUT', '/conversations/unsnooze', WORK, { summary: 'Ends snoozes', ...bulk }),
  reopen: chat('conversations.reopen', 'PUT', '/conversations/:id/reopen', WORK, { summary: 'Reopens a conversation', ...singleWrite }),
  bulkReopen: chat('conversations.bulk_reopen', 'PUT', '/conversations/reopen', WORK, { summary: 'Reopens conversations', ...bulk }),
  close: chat('conversations.close', 'PUT', '/conversations/:id/close', WORK, { summary: 'Closes a conversation', ...singleWrite }),
  bulkClose: chat('conversations.bulk_close', 'PUT', '/conversations/close', WORK, { summary: 'Closes conversations', ...bulk }),
  locales: chat('locales', 'GET', '/locales', READ, { summary: 'The languages a conversation can be set to', answer: ZChatLocalesAnswer }),
  languageCode: chat('conversations.language_code', 'PUT', '/conversations/:id/language-code', WORK, {
    summary: "Sets a conversation's language",
    ...single,
    body: ZChatLanguageCodeBody,
  }),
  assignee: chat('conversations.assignee', 'PUT', '/conversations/:id/assignee', WORK, {
    summary: "Sets or clears a conversation's assignee",
    ...single,
    body: ZConversationAssigneeBody,
  }),
  bulkAssignee: chat('conversations.bulk_assignee', 'PUT', '/conversations/assignee', WORK, {
    summary: "Sets or clears conversations' assignee",
    body: ZChatBulkAssigneeBody,
    answer: ZChatBulkAnswer,
  }),
  specialNotice: chat('special_notices.save', 'POST', '/special-notices', WORK, {
    summary: 'Saves the special notice (the latest one is in force)',
    body: ZSpecialNoticeBody,
    answer: ZSpecialNoticeAnswer,
  }),
  macroList: chat('macros.list', 'POST', '/macros/list', READ, {
    summary: "Macros, searched, with the caller's mostly used",
    body: ZMacroListBody,
    answer: ZMacroListAnswer,
  }),
  macroCreate: chat('macros.create', 'POST', '/macros', MANAGE_MACROS, {
    summary: 'Creates a macro',
    body: ZMacroBody,
    answer: ZMacroSaveAnswer,
    status: 201,
  }),
  macroUpdate: chat('macros.update', 'PUT', '/macros/:uuid', MANAGE_MACROS, {
    summary: 'Updates a macro',
    params: ZMacroParams,
    body: ZMacroBody,
    answer: ZMacroSaveAnswer,
  }),
  queues: chat('queues.save', 'PUT', '/queues', WORK, {
    summary: "Switches the caller's chat and ticket queues",
    body: ZUserQueuesBody,
    answer: ZUserQueuesAnswer,
  }),
  userNotes: chat('user_notes.list', 'GET', '/apps/:appId/users/:userId/notes', READ, {
    summary: "An app user's chat notes",
    params: ZUserNoteParams,
    answer: ZUserNotesAnswer,
  }),
  userNoteCreate: chat('user_notes.create', 'POST', '/apps/:appId/users/:userId/notes', WORK, {
    summary: 'Adds a chat note on an app user',
    params: ZUserNoteParams,
    body: ZUserNoteBody,
    answer: ZUserNoteAnswer,
    status: 201,
  }),
  userNoteDelete: chat('user_notes.delete', 'DELETE', '/apps/:appId/users/:userId/notes/:noteId', WORK, {
    summary: 'Deletes a chat note',
    params: ZUserNoteItemParams,
    answer: ZUserNoteDeletedAnswer,
  }),

  // Chat calls answered by the admin API.
  availableCountries: admin('available_countries.show', 'GET', '/api/chat/available-countries', READ, {
    summary: 'The countries and the ones chat is available in',
    answer: ZAvailableCountriesAnswer,
  }),
  // Support team leads only; the admin API checks is_support_tl itself (a data flag, not a permission).
  availableCountriesSave: admin('available_countries.save', 'PUT', '/api/chat/available-countries', WORK, {
    summary: 'Sets the countries chat is available in (support team leads)',
    body: ZAvailableCountriesBody,
    answer: ZAvailableCountriesSaved,
  }),
  // An admin's own availability; review admins use it too (0 is used for reviews).
  chatStatus: admin('chat_status.show', 'GET', '/api/chat/chat-status', SIGNED_IN, {
    summary: "The caller's chat availability",
    answer: ZChatStatus,
  }),
  chatStatusSave: admin('chat_status.save', 'PUT', '/api/chat/chat-status', SIGNED_IN, {
    summary: "Sets the caller's chat availability",
    body: ZChatStatusBody,
    answer: ZChatStatus,
  }),
  assignees: admin('assignees', 'GET', '/api/chat/assignees', READ, {
    summary: 'The admins a conversation can be assigned to',
    answer: ZChatAssigneesAnswer,
  }),
  chatInfo: admin('user_chat_info', 'GET', '/api/apps/:appExternalId/users/:externalId/chat-info', READ, {
    summary: 'What the chat shows about an app user',
    params: ZChatInfoParams,
    answer: ZChatInfoAnswer,
  }),
  streaks: admin('user_streaks', 'GET', '/api/:appName/user/:appUserId/streaks', READ, {
    summary: "An app user's streaks",
    params: ZStreaksParams,
    answer: ZStreaksAnswer,
  }),
} as const satisfies Record<string, ApiCall>;

export const chatCalls: readonly ApiCall[] = Object.values(CHAT_CALL);
