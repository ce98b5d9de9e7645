import {
  CHAT_CALL,
  ZAvailableCountriesAnswer,
  ZAvailableCountriesSaved,
  ZChatInfoAnswer,
  ZChatLocalesAnswer,
  ZConversationAnswer,
  ZMacroListAnswer,
  ZMacroSaveAnswer,
  ZSpecialNoticeAnswer,
  ZStreaksAnswer,
  ZUserNoteAnswer,
  ZUserNoteDeletedAnswer,
  ZUserNotesAnswer,
  ZUserQueuesAnswer,
  type SpecialNotice,
  type UserQueues,
} from '@bo/contract';
import { api } from '../../../lib/api/client.ts';
import { callPath } from '../chat-api.ts';

/** The app user a conversation belongs to: the key of notes, chat info and streaks. */
export interface ChatUserRef {
  appId: number;
  userId: string;
}

const userParams = (user: ChatUserRef) => ({ appId: user.appId, userId: user.userId });

/** The chat's side tools (spec 03 §2, §7): macros, language, notice, queues, countries, notes, user lookups. */
export const toolsApi = {
  macros: () => api.post(CHAT_CALL.macroList.path, {}, { schema: ZMacroListAnswer }),
  createMacro: (body: { title: string; text: string }) => api.post(CHAT_CALL.macroCreate.path, body, { schema: ZMacroSaveAnswer }),
  updateMacro: (uuid: string, body: { title: string; text: string }) =>
    api.put(callPath(CHAT_CALL.macroUpdate.path, { uuid }), body, { schema: ZMacroSaveAnswer }),

  locales: () => api.get(CHAT_CALL.locales.path, { schema: ZChatLocalesAnswer }),
  setLanguage: (conversationUuid: string, languageCode: string) =>
    api.put(
      callPath(CHAT_CALL.languageCode.path, { id: conversationUuid }),
      { language_code: languageCode },
      { schema: ZConversationAnswer },
    ),

  saveSpecialNotice: (notice: SpecialNotice) => api.post(CHAT_CALL.specialNotice.path, notice, { schema: ZSpecialNoticeAnswer }),
  saveQueues: (queues: Partial<UserQueues>) => api.put(CHAT_CALL.queues.path, queues, { schema: ZUserQueuesAnswer }),

  availableCountries: () => api.get(CHAT_CALL.availableCountries.path, { schema: ZAvailableCountriesAnswer }),
  saveAvailableCountries: (codes: string[]) =>
    api.put(CHAT_CALL.availableCountriesSave.path, { codes }, { schema: ZAvailableCountriesSaved }),

  notes: (user: ChatUserRef) => api.get(callPath(CHAT_CALL.userNotes.path, userParams(user)), { schema: ZUserNotesAnswer }),
  addNote: (user: ChatUserRef, text: string) =>
    api.post(callPath(CHAT_CALL.userNoteCreate.path, userParams(user)), { text }, { schema: ZUserNoteAnswer }),
  deleteNote: (user: ChatUserRef, noteId: string) =>
    api.delete(callPath(CHAT_CALL.userNoteDelete.path, { ...userParams(user), noteId }), { schema: ZUserNoteDeletedAnswer }),

  chatInfo: (user: ChatUserRef) =>
    api.get(callPath(CHAT_CALL.chatInfo.path, { appExternalId: user.appId, externalId: user.userId }), { schema: ZChatInfoAnswer }),
  streaks: (appName: string, appUserId: string) =>
    api.get(callPath(CHAT_CALL.streaks.path, { appName, appUserId }), { schema: ZStreaksAnswer }),
};

export const toolsKeys = {
  macros: ['chat', 'macros'] as const,
  locales: ['chat', 'locales'] as const,
  availableCountries: ['chat', 'available-countries'] as const,
  notes: (user: ChatUserRef) => ['chat', 'user-notes', user.appId, user.userId] as const,
  chatInfo: (user: ChatUserRef) => ['chat', 'chat-info', user.appId, user.userId] as const,
  streaks: (user: ChatUserRef) => ['chat', 'streaks', user.appId, user.userId] as const,
};
