import { CHAT_CALL, CHAT_CONVERSATIONS_PER_PAGE, CHAT_MESSAGES_PER_PAGE, type ConversationAction } from '@bo/contract';
import { callApi } from '../../lib/api/call.ts';
import { listCallFilters, type ChatListFilters } from './chat-filters-url.ts';

const BULK_CALL = {
  snooze: CHAT_CALL.bulkSnooze,
  unsnooze: CHAT_CALL.bulkUnsnooze,
  reopen: CHAT_CALL.bulkReopen,
  close: CHAT_CALL.bulkClose,
} as const;

export const chatApi = {
  conversations: (filters: ChatListFilters, page: number) =>
    callApi(CHAT_CALL.conversationList, {
      body: { page, per_page: CHAT_CONVERSATIONS_PER_PAGE, sort: filters.sort, filters: listCallFilters(filters) },
    }),
  messages: (conversationUuid: string, page: number) =>
    callApi(CHAT_CALL.messageList, { params: { id: conversationUuid }, body: { page, per_page: CHAT_MESSAGES_PER_PAGE } }),
  send: (conversationUuid: string, form: FormData) => callApi(CHAT_CALL.sendMessage, { params: { id: conversationUuid }, body: form }),
  deleteMessage: (conversationUuid: string, messageUuid: string) =>
    callApi(CHAT_CALL.deleteMessage, { params: { id: conversationUuid, messageId: messageUuid } }),
  transition: (conversationUuid: string, action: ConversationAction, snoozeUntil?: string) =>
    action === 'snooze'
      ? callApi(CHAT_CALL.snooze, { params: { id: conversationUuid }, body: { snooze: snoozeUntil as string } })
      : callApi(CHAT_CALL[action], { params: { id: conversationUuid }, body: {} }),
  bulkTransition: (uuids: string[], action: ConversationAction, snoozeUntil?: string) =>
    action === 'snooze'
      ? callApi(BULK_CALL.snooze, { body: { conversation_uuids: uuids, snooze: snoozeUntil as string } })
      : callApi(BULK_CALL[action], { body: { conversation_uuids: uuids } }),
  setAssignee: (conversationUuid: string, adminId: number | null) =>
    callApi(CHAT_CALL.assignee, { params: { id: conversationUuid }, body: { admin_id: adminId } }),
  bulkAssignee: (uuids: string[], adminId: number | null) =>
    callApi(CHAT_CALL.bulkAssignee, { body: { conversation_uuids: uuids, admin_id: adminId } }),
  assignees: () => callApi(CHAT_CALL.assignees, {}),
  apps: () => callApi(CHAT_CALL.apps, {}),
  defaultFilters: () => callApi(CHAT_CALL.defaultFilters, {}),
  chatStatus: () => callApi(CHAT_CALL.chatStatus, {}),
  saveChatStatus: (status: number) => callApi(CHAT_CALL.chatStatusSave, { body: { status } }),
};

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (filters: ChatListFilters) => ['chat', 'conversations', filters] as const,
  messages: (uuid: string) => ['chat', 'messages', uuid] as const,
  assignees: ['chat', 'assignees'] as const,
  apps: ['chat', 'apps'] as const,
  defaultFilters: ['chat', 'default-filters'] as const,
  chatStatus: ['chat', 'chat-status'] as const,
};
