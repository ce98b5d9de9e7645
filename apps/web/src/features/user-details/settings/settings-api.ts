import {
  ZCountriesAnswer,
  ZUserCommentAnswer,
  ZUserSettingsAnswer,
  type SettingStatusInput,
  type UserCommentAnswer,
  type UserDetails,
  type UserSettingsAnswer,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { api } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { userDetailsKeys } from '../api/user-details.ts';

const userPath = (userId: number): string => `/api/user/${userId}`;
const answer = { schema: ZUserSettingsAnswer };

/** The settings calls of specification 02 section 7; each answers the toast's words and the settings after it. */
export const settingsCalls = {
  settingStatus: (userId: number, body: SettingStatusInput) => api.post(`${userPath(userId)}/setting-status`, body, answer),
  payoutAdjustment: (userId: number, value: number) =>
    api.put(`${userPath(userId)}/payout-adjustment`, { payout_adjustment: value }, answer),
  minPublisherPayout: (userId: number, value: number | null) =>
    api.put(`${userPath(userId)}/min-publisher-payout`, { min_publisher_payout: value }, answer),
  maxReconciliationBuyers: (userId: number, value: number | null) =>
    api.put(`${userPath(userId)}/max-reconciliation-buyers`, { max_reconciliation_buyers: value }, answer),
  resetBirthdate: (userId: number) => api.put(`${userPath(userId)}/reset-birthdate`, undefined, answer),
  country: (userId: number, country: string) => api.put(`${userPath(userId)}/country`, { country }, answer),
  languages: (userId: number, codes: readonly string[]) =>
    api.put(`${userPath(userId)}/languages`, { languages: codes.map((language) => ({ language })) }, answer),
  interfaceLanguage: (userId: number, code: string) =>
    api.post(`${userPath(userId)}/interface-language/${encodeURIComponent(code)}`, undefined, answer),
};

/** Puts the changed fields into the cached details (page and side panel), so nothing reloads the whole user. */
function mergeIntoUser(queryClient: QueryClient, userId: number, fields: Partial<UserDetails['user']>): void {
  queryClient.setQueryData<UserDetails>(
    userDetailsKeys.details(String(userId)),
    (old) => old && { ...old, user: { ...old.user, ...fields } },
  );
}

/**
 * One settings change: on success the cached user takes the answer's settings and the toast shows
 * the answer's message (the specification's words); a failure toasts the server's errors.
 */
export function useSettingsChange<V>(userId: number, call: (userId: number, vars: V) => Promise<UserSettingsAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(userId, vars),
    onSuccess: (result) => {
      // The settings carry the user's own id, so merging them keeps the user the same user.
      mergeIntoUser(queryClient, userId, result.data);
      toast.success(result.message);
    },
    onError: (error) => {
      if (!isQuietFailure(error)) toast.error(error);
    },
  });
}

/** POST /api/user/:userId/comment, saved on blur; the answer names who wrote it and when. */
export function useUserCommentChange(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => api.post(`${userPath(userId)}/comment`, { comment }, { schema: ZUserCommentAnswer }),
    onSuccess: ({ data }: UserCommentAnswer) =>
      mergeIntoUser(queryClient, userId, {
        comment: data.comment,
        comment_updated_at: data.comment_updated_at,
        comment_updated_admin_id: data.comment_updated_admin_id,
        comment_admin_name: data.commented_admin?.name ?? null,
        comment_admin_hex_color: data.commented_admin?.hex_color ?? null,
      }),
    onError: (error) => {
      if (!isQuietFailure(error)) toast.error(error);
    },
  });
}

/** GET /api/countries?limit=-1: every country, for the country select; reference data changes rarely. */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api.get('/api/countries', { query: { limit: -1 }, schema: ZCountriesAnswer, signal }).then((a) => a.data),
    staleTime: Infinity,
  });
}
