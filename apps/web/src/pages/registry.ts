import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;

/**
 * Route name (from the contract's table) -> its page, loaded on demand. A screen plugs in with
 * one line here; every route without an entry shows NotBuiltYetPage. Pages read their RouteDef
 * with useCurrentRoute().
 */
export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  login: () => import('./login/LoginPage.tsx'),
  register: () => import('./register/RegisterPage.tsx'),
  error_404: () => import('./error-404/Error404Page.tsx'),
  dashboard: () => import('./dashboard/DashboardPage.tsx'),
};

const notBuiltYet: PageLoader = () => import('./not-built-yet/NotBuiltYetPage.tsx');

export function pageFor(routeName: string): PageLoader {
  return pageRegistry[routeName] ?? notBuiltYet;
}
