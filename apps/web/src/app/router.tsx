import { routes, type RouteDef } from '@bo/contract';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader.tsx';
import { sessionStore } from '../features/auth/session-store.ts';
import { FullPageLayout } from '../layout/FullPageLayout.tsx';
import { pageFor } from '../pages/registry.ts';
import type { RouteHandle } from '../routing/current-route.ts';
import { RootFrame } from '../routing/RootFrame.tsx';
import { RouteErrorPage } from '../routing/RouteErrorPage.tsx';
import { SignedInGate } from '../routing/SignedInGate.tsx';
import { AFTER_LOGIN_HOME_PATH, NOT_FOUND_PATH } from './spec-constants.ts';

/** "Routes flagged redirect-on-login send a logged-in admin to /", checked when navigating there. */
function redirectSignedIn() {
  return sessionStore.key() ? redirect(AFTER_LOGIN_HOME_PATH) : null;
}

/** One route object per RouteDef: its page loads lazily, its handle carries the definition. */
function routeObject(route: RouteDef): RouteObject {
  const handle: RouteHandle = { route };
  const load = pageFor(route.name);
  return {
    id: route.name,
    path: route.path,
    handle,
    loader: route.flags?.redirectOnLogin ? redirectSignedIn : undefined,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** Every route of the contract's table, public ones in the full-page layout, the rest signed in. */
export function routeObjects(table: readonly RouteDef[]): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { element: <FullPageLayout />, children: table.filter((r) => r.flags?.public).map(routeObject) },
        { element: <SignedInGate />, errorElement: <RouteErrorPage />, children: table.filter((r) => !r.flags?.public).map(routeObject) },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(routeObjects(routes), { basename: '/' });
