import { ZLoginAnswer, type LoginAnswer } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { sessionStore } from '../session-store.ts';

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials): Promise<LoginAnswer> {
  return api.post('/api/login', credentials, { schema: ZLoginAnswer, session: null });
}

/** Signs in (the gateway sets the session cookie) and keeps the admin; the page decides where to go next. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ admin }) => sessionStore.signIn(admin),
  });
}
