import { ACCOUNT_CALL, type AccountLinkAnswer } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';

export interface PasswordChange {
  current_password: string;
  password: string;
}

/** PUT /api/account/password: ends the admin's other sessions, keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => callApi(ACCOUNT_CALL.changePassword, { body: change }),
  });
}

/** POST /api/password-reset (signed out): spends a super admin's reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (reset: { token: string; password: string }) => callApi(ACCOUNT_CALL.resetPassword, { body: reset, session: null }),
  });
}

/** A super admin's one-time links: an invitation for an e-mail, a password reset for an admin. */
export function useInvite() {
  return useMutation({
    mutationFn: (email: string): Promise<AccountLinkAnswer> => callApi(ACCOUNT_CALL.invite, { body: { email } }),
  });
}

export function usePasswordResetLink() {
  return useMutation({
    mutationFn: (adminId: number): Promise<AccountLinkAnswer> => callApi(ACCOUNT_CALL.passwordResetLink, { params: { id: adminId } }),
  });
}
