import { can, mainPageFor, pathFor, type Admin } from '@bo/contract';
import { Alert } from '@mantine/core';
import { Navigate, Outlet } from 'react-router-dom';
import { ADMIN_INFORMATION_WRONG } from '../app/messages.ts';
import { useCurrentRoute } from './current-route.ts';

/**
 * A signed-in admin not allowed a page is sent to their main page; without one the spec's error
 * 'Admin information is wrong' is shown instead (spec 01 §2.1, §8).
 */
export function PermissionGate({ admin }: { admin: Admin }) {
  const route = useCurrentRoute();
  if (!route || can(admin, route.permission)) return <Outlet />;

  const mainPage = mainPageFor(admin);
  if (!mainPage) {
    return <Alert color="red" variant="light" role="alert" title={ADMIN_INFORMATION_WRONG} />;
  }
  return <Navigate to={pathFor(mainPage.name)} replace />;
}
