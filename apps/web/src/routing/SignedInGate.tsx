import { isUsableAdmin } from '@bo/contract';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../app/spec-constants.ts';
import { AdminRefresh } from '../features/auth/AdminRefresh.tsx';
import { useSessionState } from '../features/auth/session-store.ts';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { loginPathFor } from './sign-in-paths.ts';

/**
 * Every route that is not public (spec 01 §2.1, 03 §4): signed out goes to /login with the full
 * path (plain /login after a deliberate logout); admin data that is not usable is fetched again
 * from /api/me first; then the layout, whose permission gate decides on the page itself.
 */
export function SignedInGate() {
  const { session, signedOutReason } = useSessionState();
  const location = useLocation();

  if (!session) {
    const target = signedOutReason === 'logout' ? LOGIN_PATH : loginPathFor(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={target} replace />;
  }
  if (!session.admin || !isUsableAdmin(session.admin)) return <AdminRefresh />;
  return <AdminLayout admin={session.admin} />;
}
