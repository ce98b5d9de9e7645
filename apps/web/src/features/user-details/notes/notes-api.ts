import { NOTES_PER_PAGE, SUPPORT_CALL, ZSupportNoteAddAnswer, ZSupportNoteListAnswer } from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

const notesPath = (path: string, userId: number): string => path.replace(':userId', String(userId));

export const userNotesKeys = {
  all: (userId: number) => ['user-notes', userId] as const,
  list: (userId: number, showAll: boolean) => ['user-notes', userId, showAll ? 'all' : 'first-page'] as const,
};

/** GET /support/api/users/:userId/notes/list: the newest 5 (sort desc, page 1, per_page 5), or every note with all=true. */
export const userNotesQuery = (userId: number, showAll: boolean) =>
  queryOptions({
    queryKey: userNotesKeys.list(userId, showAll),
    queryFn: ({ signal }) =>
      api.get(notesPath(SUPPORT_CALL.notes.path, userId), {
        query: showAll ? { all: true } : { sort: 'desc', page: 1, per_page: NOTES_PER_PAGE },
        schema: ZSupportNoteListAnswer,
        signal,
      }),
  });

/** POST /support/api/users/:userId/notes {text}; both lists of the user reload afterwards. */
export function useAddUserNote(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post(notesPath(SUPPORT_CALL.noteCreate.path, userId), { text }, { schema: ZSupportNoteAddAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userNotesKeys.all(userId) }),
  });
}
