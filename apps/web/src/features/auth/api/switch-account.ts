import { ACCOUNT_CALL, type LoginAnswer } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../app/query-client.ts';
import { callApi } from '../../../lib/api/call.ts';
import { toast } from '../../../lib/toast.ts';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { sessionStore } from '../session-store.ts';

export function switchAccount(adminId: number): Promise<LoginAnswer> {
  return callApi(ACCOUNT_CALL.switchAccount, { body: { admin_id: adminId } });
}

export function switchBack(): Promise<LoginAnswer> {
  return callApi(ACCOUNT_CALL.switchBack, {});
}

/** The new session (its cookie set by the answer) replaces the old; cached answers belonged to the other admin, so they go. */
function adopt({ admin }: LoginAnswer): void {
  queryClient.clear();
  sessionStore.signIn(admin);
}

function report(error: unknown): void {
  if (!isQuietFailure(error)) toast.error(error);
}

export function useSwitchAccount() {
  return useMutation({ mutationFn: switchAccount, onSuccess: adopt, onError: report });
}

export function useSwitchBack() {
  return useMutation({ mutationFn: switchBack, onSuccess: adopt, onError: report });
}
