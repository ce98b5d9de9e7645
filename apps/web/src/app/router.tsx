import { routes, type RouteDef } from '@bo/contract';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader.tsx';
import { sessionStore } from '../features/auth/session-store.ts';
import { FullPageLayout } from '../layout/FullPageLayout.tsx';
import { publicPages } from '../pages/public-pages.ts';
import type { RouteHandle } from '../routing/current-route.ts';
import { RootFrame } from '../routing/RootFrame.tsx';
import { RouteErrorPage } from '../routing/RouteErrorPage.tsx';
import { SignedInGate } from '../routing/SignedInGate.tsx';
import { loadRegisteredPage } from '../routing/signed-in-pages.ts';
import { AFTER_LOGIN_HOME_PATH, NOT_FOUND_PATH } from './spec-constants.ts';

/** "Routes flagged redirect-on-login send a logged-in admin to /", checked when navigating there. */
function redirectSignedIn() {
  return sessionStore.key() ? redirect(AFTER_LOGIN_HOME_PATH) : null;
}

/** A signed-out route: its page loads with the route (the public pages are small modules of their own). */
function publicRoute(route: RouteDef): RouteObject {
  const load = publicPages[route.name] ?? (() => loadRegisteredPage(route.name));
  return { ...routeBase(route), lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * A signed-in route: the gate above it draws at once (a signed-out visitor goes to /login without
 * waiting for any page code); the page's component loads its code under the gate (signed-in-pages.ts).
 */
function signedInRoute(route: RouteDef): RouteObject {
  return { ...routeBase(route), Component: lazy(() => loadRegisteredPage(route.name)) };
}

/** What every route object has: the definition as its id and handle, the redirect-on-login check. */
function routeBase(route: RouteDef): RouteObject {
  const handle: RouteHandle = { route };
  return { id: route.name, path: route.path, handle, loader: route.flags?.redirectOnLogin ? redirectSignedIn : undefined };
}

/** Every route of the contract's table, public ones in the full-page layout, the rest signed in. */
export function routeObjects(table: readonly RouteDef[]): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { element: <FullPageLayout />, children: table.filter((r) => r.flags?.public).map(publicRoute) },
        { element: <SignedInGate />, errorElement: <RouteErrorPage />, children: table.filter((r) => !r.flags?.public).map(signedInRoute) },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(routeObjects(routes), { basename: '/' });
