import { FRAMEWORK_MESSAGES, can, mainPageFor, pathFor, type Admin } from '@bo/contract';
import { Alert } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader.tsx';
import { toast } from '../lib/toast.ts';
import { ADMIN_INFORMATION_WRONG } from '../app/messages.ts';
import { useCurrentRoute } from './current-route.ts';

/**
 * A signed-in admin not allowed a page is sent to their main page, told which page they could not
 * open; without a main page the spec's error 'Admin information is wrong' is shown instead (spec 01 §2.1, §8).
 */
export function PermissionGate({ admin }: { admin: Admin }) {
  const route = useCurrentRoute();
  // The page's code loads in its own component (signed-in-pages.ts): the layout stays while it comes.
  if (!route || can(admin, route.permission))
    return (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    );

  const mainPage = mainPageFor(admin);
  if (!mainPage) {
    return <Alert color="red" variant="light" role="alert" title={ADMIN_INFORMATION_WRONG} />;
  }
  // "/" is where sign-in lands when no page was asked for: no notice for a page the admin never chose.
  const asked = route.path !== '/';
  return <ToMainPage to={pathFor(mainPage.name)} deniedTitle={asked ? route.title : null} />;
}

function ToMainPage({ to, deniedTitle }: { to: string; deniedTitle: string | null }) {
  useEffect(() => {
    if (deniedTitle) toast.warning(FRAMEWORK_MESSAGES.pageNotAllowed(deniedTitle));
  }, [deniedTitle]);
  return <Navigate to={to} replace />;
}
