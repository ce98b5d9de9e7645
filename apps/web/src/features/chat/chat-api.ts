import {
  CHAT_CALL,
  CHAT_CONVERSATIONS_PER_PAGE,
  CHAT_MESSAGES_PER_PAGE,
  ZChatAppsAnswer,
  ZChatAssigneesAnswer,
  ZChatBulkAnswer,
  ZChatMessageAnswer,
  ZChatMessageListAnswer,
  ZChatStatus,
  ZConversationAnswer,
  ZConversationListAnswer,
  ZDefaultFiltersAnswer,
  type ConversationAction,
} from '@bo/contract';
import { api } from '../../lib/api/client.ts';
import { listCallFilters, type ChatListFilters } from './chat-filters-url.ts';

/** A catalogue path with its :params filled in. */
export function callPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export const chatApi = {
  conversations: (filters: ChatListFilters, page: number) =>
    api.post(
      CHAT_CALL.conversationList.path,
      { page, per_page: CHAT_CONVERSATIONS_PER_PAGE, sort: filters.sort, filters: listCallFilters(filters) },
      { schema: ZConversationListAnswer },
    ),
  messages: (conversationUuid: string, page: number) =>
    api.post(
      callPath(CHAT_CALL.messageList.path, { id: conversationUuid }),
      { page, per_page: CHAT_MESSAGES_PER_PAGE },
      { schema: ZChatMessageListAnswer },
    ),
  send: (conversationUuid: string, form: FormData) =>
    api.post(callPath(CHAT_CALL.sendMessage.path, { id: conversationUuid }), form, { schema: ZChatMessageAnswer }),
  deleteMessage: (conversationUuid: string, messageUuid: string) =>
    api.delete(callPath(CHAT_CALL.deleteMessage.path, { id: conversationUuid, messageId: messageUuid }), { schema: ZChatMessageAnswer }),
  transition: (conversationUuid: string, action: ConversationAction, snoozeUntil?: string) =>
    api.put(callPath(CHAT_CALL[action].path, { id: conversationUuid }), action === 'snooze' ? { snooze: snoozeUntil } : {}, {
      schema: ZConversationAnswer,
    }),
  bulkTransition: (uuids: string[], action: ConversationAction, snoozeUntil?: string) => {
    const call = {
      snooze: CHAT_CALL.bulkSnooze,
      unsnooze: CHAT_CALL.bulkUnsnooze,
      reopen: CHAT_CALL.bulkReopen,
      close: CHAT_CALL.bulkClose,
    }[action];
    return api.put(
      call.path,
      { conversation_uuids: uuids, ...(action === 'snooze' ? { snooze: snoozeUntil } : {}) },
      { schema: ZChatBulkAnswer },
    );
  },
  setAssignee: (conversationUuid: string, adminId: number | null) =>
    api.put(callPath(CHAT_CALL.assignee.path, { id: conversationUuid }), { admin_id: adminId }, { schema: ZConversationAnswer }),
  bulkAssignee: (uuids: string[], adminId: number | null) =>
    api.put(CHAT_CALL.bulkAssignee.path, { conversation_uuids: uuids, admin_id: adminId }, { schema: ZChatBulkAnswer }),
  assignees: () => api.get(CHAT_CALL.assignees.path, { schema: ZChatAssigneesAnswer }),
  apps: () => api.get(CHAT_CALL.apps.path, { schema: ZChatAppsAnswer }),
  defaultFilters: () => api.get(CHAT_CALL.defaultFilters.path, { schema: ZDefaultFiltersAnswer }),
  chatStatus: () => api.get(CHAT_CALL.chatStatus.path, { schema: ZChatStatus }),
  saveChatStatus: (status: number) => api.put(CHAT_CALL.chatStatusSave.path, { status }, { schema: ZChatStatus }),
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
