import { api } from '../../../lib/api/client.ts';
import { queryClient } from '../../../app/query-client.ts';
import { sessionStore } from '../session-store.ts';

/**
 * Logout clears admin info and token at once (the layout then goes to /login) and tells the server
 * to revoke the token afterwards; a failure there changes nothing for the admin.
 */
export function logout(): void {
  const token = sessionStore.token();
  sessionStore.signOut('logout');
  queryClient.clear();
  if (token) api.post('/api/logout', undefined, { token }).catch(() => undefined);
}
