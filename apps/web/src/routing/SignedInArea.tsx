import { isUsableAdmin } from '@bo/contract';
import { checkedAdmin } from '../features/auth/admin-schema.ts';
import { AdminRefresh } from '../features/auth/AdminRefresh.tsx';
import { sessionStore, useSessionState } from '../features/auth/session-store.ts';
import { AdminLayout } from '../layout/AdminLayout.tsx';

// This module loads with the signed-in part of the app (after sign-in or on a signed-in reload), and
// with it the stored admin's check, before the area first draws.
sessionStore.checkAdminsWith(checkedAdmin);

/**
 * Behind the signed-in gate: admin data that is not usable is fetched again from /api/me first; then
 * the layout, whose permission gate decides on the page itself.
 */
export function SignedInArea() {
  const { session } = useSessionState();
  if (!session) return null;
  if (!session.admin || !isUsableAdmin(session.admin)) return <AdminRefresh />;
  return <AdminLayout admin={session.admin} />;
}
