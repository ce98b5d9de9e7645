import { SEND_MESSAGE_MAX_BYTES } from '../../chat/constants.ts';
import { SIGNED_IN, type ApiCall } from '../types.ts';

/** The chat API's own paths (ARCHITECTURE.md: chat path /api/X is served at /chat/api/X). */
const CHAT = '/chat/api/admin';
/** Reading conversations: the chat page and the chat dashboard. */
const READ = ['chat', 'chat_dashboard'] as const;
/** Working conversations (sending, transitions, assignment ...). */
const WORK = 'chat';
/** Creating and editing macros (the Manage Macros sub-permission). */
const MANAGE_MACROS = 'manage_macros';

const chat = (
  name: string,
  method: ApiCall['method'],
  path: string,
  permission: ApiCall['permission'],
  extra: Partial<ApiCall> = {},
): ApiCall => ({
  name: `chat.${name}`,
  method,
  path: `${CHAT}${path}`,
  upstream: 'chat',
  permission,
  ...extra,
});
const admin = (name: string, method: ApiCall['method'], path: string, permission: ApiCall['permission']): ApiCall => ({
  name: `chat.${name}`,
  method,
  path,
  upstream: 'admin',
  permission,
});

/**
 * Every chat call (specification 03, section 7), by key, so the upstream registers each route at
 * exactly the path the gateway checks: chat-api routes use CHAT_CALL.x.path.
 */
export const CHAT_CALL = {
  defaultFilters: chat('conversations.default_filters', 'GET', '/conversations/default-filters', READ),
  apps: chat('conversations.apps', 'GET', '/conversations/apps', READ),
  conversationList: chat('conversations.list', 'POST', '/conversations/list', READ),
  messageList: chat('messages.list', 'POST', '/conversations/:id/list', READ),
  sendMessage: chat('messages.send', 'POST', '/conversations/:id', WORK, { uploadLimitBytes: SEND_MESSAGE_MAX_BYTES }),
  deleteMessage: chat('messages.delete', 'DELETE', '/conversations/:id/messages/:messageId', WORK),
  attachment: chat('attachments.show', 'GET', '/attachments/:attachmentId', READ, { streams: true }),
  snooze: chat('conversations.snooze', 'PUT', '/conversations/:id/snooze', WORK),
  bulkSnooze: chat('conversations.bulk_snooze', 'PUT', '/conversations/snooze', WORK),
  unsnooze: chat('conversations.unsnooze', 'PUT', '/conversations/:id/unsnooze', WORK),
  bulkUnsnooze: chat('conversations.bulk_unsnooze', 'PUT', '/conversations/unsnooze', WORK),
  reopen: chat('conversations.reopen', 'PUT', '/conversations/:id/reopen', WORK),
  bulkReopen: chat('conversations.bulk_reopen', 'PUT', '/conversations/reopen', WORK),
  close: chat('conversations.close', 'PUT', '/conversations/:id/close', WORK),
  bulkClose: chat('conversations.bulk_close', 'PUT', '/conversations/close', WORK),
  locales: chat('locales', 'GET', '/locales', READ),
  languageCode: chat('conversations.language_code', 'PUT', '/conversations/:id/language-code', WORK),
  assignee: chat('conversations.assignee', 'PUT', '/conversations/:id/assignee', WORK),
  bulkAssignee: chat('conversations.bulk_assignee', 'PUT', '/conversations/assignee', WORK),
  specialNotice: chat('special_notices.save', 'POST', '/special-notices', WORK),
  macroList: chat('macros.list', 'POST', '/macros/list', READ),
  macroCreate: chat('macros.create', 'POST', '/macros', MANAGE_MACROS),
  macroUpdate: chat('macros.update', 'PUT', '/macros/:uuid', MANAGE_MACROS),
  queues: chat('queues.save', 'PUT', '/queues', WORK),
  userNotes: chat('user_notes.list', 'GET', '/apps/:appId/users/:userId/notes', READ),
  userNoteCreate: chat('user_notes.create', 'POST', '/apps/:appId/users/:userId/notes', WORK),
  userNoteDelete: chat('user_notes.delete', 'DELETE', '/apps/:appId/users/:userId/notes/:noteId', WORK),

  // Chat calls answered by the admin API.
  availableCountries: admin('available_countries.show', 'GET', '/api/chat/available-countries', READ),
  // Support team leads only; the admin API checks is_support_tl itself (a data flag, not a permission).
  availableCountriesSave: admin('available_countries.save', 'PUT', '/api/chat/available-countries', WORK),
  // An admin's own availability; review admins use it too (0 is used for reviews).
  chatStatus: admin('chat_status.show', 'GET', '/api/chat/chat-status', SIGNED_IN),
  chatStatusSave: admin('chat_status.save', 'PUT', '/api/chat/chat-status', SIGNED_IN),
  assignees: admin('assignees', 'GET', '/api/chat/assignees', READ),
  chatInfo: admin('user_chat_info', 'GET', '/api/apps/:appExternalId/users/:externalId/chat-info', READ),
  streaks: admin('user_streaks', 'GET', '/api/:appName/user/:appUserId/streaks', READ),
} as const satisfies Record<string, ApiCall>;

export const chatCalls: readonly ApiCall[] = Object.values(CHAT_CALL);
