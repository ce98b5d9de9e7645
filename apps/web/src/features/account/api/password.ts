import { ZAccountLinkAnswer, ZPasswordChangeAnswer, type AccountLinkAnswer } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export interface PasswordChange {
  current_password: string;
  password: string;
}

/** PUT /api/account/password: ends the admin's other sessions, keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => api.put('/api/account/password', change, { schema: ZPasswordChangeAnswer }),
  });
}

/** POST /api/password-reset (signed out): spends a super admin's reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (reset: { token: string; password: string }) => api.post('/api/password-reset', reset, { session: null }),
  });
}

/** A super admin's one-time links: an invitation for an e-mail, a password reset for an admin. */
export function useInvite() {
  return useMutation({
    mutationFn: (email: string): Promise<AccountLinkAnswer> =>
      api.post('/api/admins/invitations', { email }, { schema: ZAccountLinkAnswer }),
  });
}

export function usePasswordResetLink() {
  return useMutation({
    mutationFn: (adminId: number): Promise<AccountLinkAnswer> =>
      api.post(`/api/admins/${adminId}/password-reset-link`, undefined, { schema: ZAccountLinkAnswer }),
  });
}
