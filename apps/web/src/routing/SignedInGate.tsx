import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../app/spec-constants.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { useSessionState } from '../features/auth/session-store.ts';
import { useCurrentRoute } from './current-route.ts';
import { loginPathFor } from './sign-in-paths.ts';
import { loadRegisteredPage } from './signed-in-pages.ts';

/** The app shell and the admin's checks load only once someone is signed in (issue 21 item 4). */
const SignedInArea = lazy(async () => ({ default: (await import('./SignedInArea.tsx')).SignedInArea }));

/**
 * Every route that is not public (spec 01 §2.1, 03 §4): signed out goes to /login with the full
 * path (plain /login after a deliberate logout) at once; signed in, the signed-in area.
 */
export function SignedInGate() {
  const { session, signedOutReason } = useSessionState();
  const location = useLocation();
  const routeName = useCurrentRoute()?.name;
  const signedIn = session !== null;
  // The page's code downloads beside the signed-in area's, not after it (its component asks for the same module).
  useEffect(() => {
    if (signedIn && routeName) void loadRegisteredPage(routeName).catch(() => undefined);
  }, [signedIn, routeName]);

  if (!session) {
    const target = signedOutReason === 'logout' ? LOGIN_PATH : loginPathFor(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={target} replace />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInArea />
    </Suspense>
  );
}
