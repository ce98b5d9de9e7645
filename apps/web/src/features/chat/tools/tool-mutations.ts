import type { ConversationListAnswer, Macro, SpecialNotice, UserQueues } from '@bo/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { chatKeys } from '../chat-api.ts';
import { withSavedQueues } from '../chat-cache.ts';
import { toolsApi, toolsKeys, type ChatUserRef } from './tools-api.ts';

/** The side tools' writes: each reloads (or updates) what it changed through the tools' and chat's keys. */
const onFailure = (failure: unknown) => !isQuietFailure(failure) && toast.error(failure);

/** Reloads every conversation list: the list answer carries the queues, the queued count and the special notice. */
function useReloadConversationLists() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists });
}

export function useSetConversationLanguage(conversationUuid: string) {
  const reload = useReloadConversationLists();
  return useMutation({ mutationFn: (code: string) => toolsApi.setLanguage(conversationUuid, code), onSuccess: reload, onError: onFailure });
}

/** Saves the caller's queues: the answer goes into the cached lists at once, then they reload (for the queued count). */
export function useSaveUserQueues() {
  const queryClient = useQueryClient();
  const reload = useReloadConversationLists();
  return useMutation({
    mutationFn: (change: Partial<UserQueues>) => toolsApi.saveQueues(change),
    onSuccess: (answer) => {
      queryClient.setQueriesData<InfiniteData<ConversationListAnswer>>({ queryKey: chatKeys.conversationLists }, (lists) =>
        withSavedQueues(lists, answer.data),
      );
      reload();
    },
    onError: onFailure,
  });
}

export function useSaveSpecialNotice() {
  const reload = useReloadConversationLists();
  return useMutation({
    mutationFn: (body: SpecialNotice) => toolsApi.saveSpecialNotice(body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      reload();
    },
    onError: onFailure,
  });
}

/** Creates a macro, or updates `macro`; the macros reload and `onDone` closes the form. */
export function useSaveMacro(macro: Macro | null, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; text: string }) => (macro ? toolsApi.updateMacro(macro.uuid, body) : toolsApi.createMacro(body)),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: toolsKeys.macros });
      onDone();
    },
    onError: onFailure,
  });
}

/** Adds and deletes the user's notes; the notes reload after either (`onAdded` empties the box first). */
export function useUserNoteMutations(user: ChatUserRef, onAdded: () => void) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: toolsKeys.notes(user) });
  const add = useMutation({
    mutationFn: (note: string) => toolsApi.addNote(user, note),
    onSuccess: () => {
      onAdded();
      reload();
    },
    onError: onFailure,
  });
  const remove = useMutation({ mutationFn: (noteId: string) => toolsApi.deleteNote(user, noteId), onSuccess: reload, onError: onFailure });
  return { add, remove };
}

/** Saves the countries the chat is available in; the saved codes go straight into the cached answer. */
export function useSaveAvailableCountries(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codes: string[]) => toolsApi.saveAvailableCountries(codes),
    onSuccess: (answer) => {
      toast.success(answer.message);
      queryClient.setQueryData(toolsKeys.availableCountries, (old: Awaited<ReturnType<typeof toolsApi.availableCountries>> | undefined) =>
        old ? { ...old, selected_codes: answer.selected_codes } : old,
      );
      onSaved();
    },
    onError: onFailure,
  });
}
