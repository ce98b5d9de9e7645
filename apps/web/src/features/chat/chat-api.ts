import {
  CHAT_CALL,
  CHAT_CONVERSATIONS_PER_PAGE,
  CHAT_DASHBOARD_POLL_MS,
  CHAT_MESSAGES_PER_PAGE,
  type ConversationAction,
} from '@bo/contract';
import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { callApi } from '../../lib/api/call.ts';
import { toast } from '../../lib/toast.ts';
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

/** The chat's query keys: every list of conversations sits under `conversationLists`, so one invalidation reloads them all. */
export const chatKeys = {
  all: ['chat'] as const,
  conversationLists: ['chat', 'conversations'] as const,
  conversations: (filters: ChatListFilters) => [...chatKeys.conversationLists, filters] as const,
  dashboardCount: (filters: ChatListFilters) => ['chat', 'dashboard', 'count', filters] as const,
  messages: (uuid: string) => ['chat', 'messages', uuid] as const,
  assignees: ['chat', 'assignees'] as const,
  apps: ['chat', 'apps'] as const,
  defaultFilters: ['chat', 'default-filters'] as const,
  chatStatus: ['chat', 'chat-status'] as const,
};

/** A page answer's next page number, while there is one. */
const nextPage = (last: { page: number; last_page: number }) => (last.page < last.last_page ? last.page + 1 : undefined);

/** The chat's reads as query options (key and fetcher together): components call `useQuery(chatQueries.x())`. */
export const chatQueries = {
  conversations: (filters: ChatListFilters) =>
    infiniteQueryOptions({
      queryKey: chatKeys.conversations(filters),
      queryFn: ({ pageParam }) => chatApi.conversations(filters, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  /** One status's count under the dashboard's other filters (the first page's total), polled. */
  dashboardCount: (filters: ChatListFilters) =>
    queryOptions({
      queryKey: chatKeys.dashboardCount(filters),
      queryFn: () => chatApi.conversations(filters, 1),
      refetchInterval: CHAT_DASHBOARD_POLL_MS,
    }),
  messages: (conversationUuid: string) =>
    infiniteQueryOptions({
      queryKey: chatKeys.messages(conversationUuid),
      queryFn: ({ pageParam }) => chatApi.messages(conversationUuid, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  assignees: () => queryOptions({ queryKey: chatKeys.assignees, queryFn: chatApi.assignees }),
  apps: () => queryOptions({ queryKey: chatKeys.apps, queryFn: chatApi.apps, staleTime: Infinity }),
  defaultFilters: () => queryOptions({ queryKey: chatKeys.defaultFilters, queryFn: chatApi.defaultFilters }),
  chatStatus: () => queryOptions({ queryKey: chatKeys.chatStatus, queryFn: chatApi.chatStatus }),
};

/** The admin's chat availability (1: available). */
export function useChatStatus() {
  return useQuery(chatQueries.chatStatus());
}

/** Saves the admin's chat availability; the answer is the new status, put in place of the read. */
export function useSaveChatStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: number) => chatApi.saveChatStatus(next),
    onSuccess: (answer) => queryClient.setQueryData(chatKeys.chatStatus, answer),
    onError: (error) => !isQuietFailure(error) && toast.error(error),
  });
}
