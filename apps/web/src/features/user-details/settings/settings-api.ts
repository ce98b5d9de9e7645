import {
  SETTINGS_ACTION_CALL as CALL,
  USER_DETAILS_CALL,
  type SettingStatusInput,
  type UserCommentAnswer,
  type UserDetails,
  type UserSettingsAnswer,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/call.ts';
import { toast } from '../../../lib/toast.ts';
import { userDetailsKeys } from '../api/user-details.ts';
import { referenceKeys } from '../../../lib/api/reference-keys.ts';

/** The settings calls of specification 02 section 7; each answers the toast's words and the settings after it. */
export const settingsCalls = {
  settingStatus: (userId: number, body: SettingStatusInput) => callApi(CALL.settingStatus, { params: { userId }, body }),
  payoutAdjustment: (userId: number, value: number) =>
    callApi(CALL.payoutAdjustment, { params: { userId }, body: { payout_adjustment: value } }),
  minPublisherPayout: (userId: number, value: number | null) =>
    callApi(CALL.minPublisherPayout, { params: { userId }, body: { min_publisher_payout: value } }),
  maxReconciliationBuyers: (userId: number, value: number | null) =>
    callApi(CALL.maxReconciliationBuyers, { params: { userId }, body: { max_reconciliation_buyers: value } }),
  resetBirthdate: (userId: number) => callApi(CALL.resetBirthdate, { params: { userId } }),
  country: (userId: number, country: string) => callApi(CALL.country, { params: { id: userId }, body: { country } }),
  languages: (userId: number, codes: readonly string[]) =>
    callApi(CALL.languages, { params: { userId }, body: { languages: codes.map((language) => ({ language })) } }),
  interfaceLanguage: (userId: number, code: string) => callApi(CALL.interfaceLanguage, { params: { userId, code } }),
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
    mutationFn: (comment: string) => callApi(CALL.comment, { params: { userId }, body: { comment } }),
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
    queryKey: referenceKeys.countryRows(),
    queryFn: ({ signal }) => callApi(USER_DETAILS_CALL.countries, { query: { limit: -1 }, signal }).then((a) => a.data),
    staleTime: Infinity,
  });
}
