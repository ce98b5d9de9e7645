import { NOTES_PER_PAGE, SUPPORT_CALL } from '@bo/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';

export const userNotesKeys = {
  all: (userId: number) => ['user-notes', userId] as const,
  list: (userId: number, showAll: boolean) => ['user-notes', userId, showAll ? 'all' : 'first-page'] as const,
};

/** GET /support/api/users/:userId/notes/list: the newest 5 (sort desc, page 1, per_page 5), or every note with all=true. */
export const userNotesQuery = (userId: number, showAll: boolean) =>
  queryOptions({
    queryKey: userNotesKeys.list(userId, showAll),
    queryFn: ({ signal }) =>
      callApi(SUPPORT_CALL.notes, {
        params: { userId },
        query: showAll ? { all: true } : { sort: 'desc', page: 1, per_page: NOTES_PER_PAGE },
        signal,
      }),
  });

/** POST /support/api/users/:userId/notes {text}; both lists of the user reload afterwards. */
export function useAddUserNote(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi(SUPPORT_CALL.noteCreate, { params: { userId }, body: { text } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userNotesKeys.all(userId) }),
  });
}
