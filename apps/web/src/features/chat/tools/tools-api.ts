import { CHAT_APPS, CHAT_CALL, type SpecialNotice, type UserQueues } from '@bo/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';

/** The app user a conversation belongs to: the key of notes, chat info and streaks. */
export interface ChatUserRef {
  appId: number;
  userId: string;
}

const userParams = (user: ChatUserRef) => ({ appId: user.appId, userId: user.userId });

/** The chat's side tools (spec 03 §2, §7): macros, language, notice, queues, countries, notes, user lookups. */
export const toolsApi = {
  macros: () => callApi(CHAT_CALL.macroList, { body: {} }),
  createMacro: (body: { title: string; text: string }) => callApi(CHAT_CALL.macroCreate, { body }),
  updateMacro: (uuid: string, body: { title: string; text: string }) => callApi(CHAT_CALL.macroUpdate, { params: { uuid }, body }),

  locales: () => callApi(CHAT_CALL.locales, {}),
  setLanguage: (conversationUuid: string, languageCode: string) =>
    callApi(CHAT_CALL.languageCode, { params: { id: conversationUuid }, body: { language_code: languageCode } }),

  saveSpecialNotice: (notice: SpecialNotice) => callApi(CHAT_CALL.specialNotice, { body: notice }),
  saveQueues: (queues: Partial<UserQueues>) => callApi(CHAT_CALL.queues, { body: queues }),

  availableCountries: () => callApi(CHAT_CALL.availableCountries, {}),
  saveAvailableCountries: (codes: string[]) => callApi(CHAT_CALL.availableCountriesSave, { body: { codes } }),

  notes: (user: ChatUserRef) => callApi(CHAT_CALL.userNotes, { params: userParams(user) }),
  addNote: (user: ChatUserRef, text: string) => callApi(CHAT_CALL.userNoteCreate, { params: userParams(user), body: { text } }),
  deleteNote: (user: ChatUserRef, noteId: string) => callApi(CHAT_CALL.userNoteDelete, { params: { ...userParams(user), noteId } }),

  chatInfo: (user: ChatUserRef) => callApi(CHAT_CALL.chatInfo, { params: { appExternalId: user.appId, externalId: user.userId } }),
  streaks: (appName: string, appUserId: string) => callApi(CHAT_CALL.streaks, { params: { appName, appUserId } }),
};

export const toolsKeys = {
  macros: ['chat', 'macros'] as const,
  locales: ['chat', 'locales'] as const,
  availableCountries: ['chat', 'available-countries'] as const,
  notes: (user: ChatUserRef) => ['chat', 'user-notes', user.appId, user.userId] as const,
  chatInfo: (user: ChatUserRef) => ['chat', 'chat-info', user.appId, user.userId] as const,
  streaks: (user: ChatUserRef) => ['chat', 'streaks', user.appId, user.userId] as const,
};

/** The side tools' reads as query options: components call `useQuery(toolsQueries.x())`. */
export const toolsQueries = {
  macros: (enabled = true) => queryOptions({ queryKey: toolsKeys.macros, queryFn: toolsApi.macros, enabled }),
  /** The locales are fixed server-side: loaded once per session. */
  locales: () => queryOptions({ queryKey: toolsKeys.locales, queryFn: toolsApi.locales, staleTime: Infinity }),
  availableCountries: () => queryOptions({ queryKey: toolsKeys.availableCountries, queryFn: toolsApi.availableCountries }),
  notes: (user: ChatUserRef) => queryOptions({ queryKey: toolsKeys.notes(user), queryFn: () => toolsApi.notes(user) }),
  chatInfo: (user: ChatUserRef) => queryOptions({ queryKey: toolsKeys.chatInfo(user), queryFn: () => toolsApi.chatInfo(user) }),
  /** Streaks are read by the app's project name; an app the chat does not know has none to read. */
  streaks: (user: ChatUserRef) => {
    const appName = CHAT_APPS.find((a) => a.id === user.appId)?.project;
    return queryOptions({
      queryKey: toolsKeys.streaks(user),
      queryFn: () => toolsApi.streaks(appName!, user.userId),
      enabled: appName !== undefined,
    });
  },
};
