import { ACCOUNT_CALL } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';
import { queryClient } from '../../../app/query-client.ts';
import { sessionStore } from '../session-store.ts';

/**
 * The device's own choices in localStorage (the chat's notification sound, spec 03 §2; the colour
 * scheme), taken after the session's keys are gone: the sign-out answer's Clear-Site-Data empties
 * the origin's storage, and these are written back once it has.
 */
function keepDeviceChoices(storage: Storage): () => void {
  const kept = Array.from({ length: storage.length }, (_, i) => storage.key(i))
    .filter((key): key is string => key !== null)
    .map((key) => [key, storage.getItem(key) ?? ''] as const);
  return () => kept.forEach(([key, value]) => storage.setItem(key, value));
}

/**
 * Logout clears admin info at once (the layout then goes to /login) and tells the server to revoke
 * the session and drop its cookie afterwards; a failure there changes nothing for the admin.
 */
export function logout(): void {
  const wasSignedIn = sessionStore.signOut('logout');
  queryClient.clear();
  if (!wasSignedIn) return;
  const restore = keepDeviceChoices(window.localStorage);
  callApi(ACCOUNT_CALL.logout, { session: null })
    .catch(() => undefined)
    .finally(restore);
}
