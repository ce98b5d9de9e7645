import { routes } from '../routes/table.ts';
import type { RouteDef } from '../routes/types.ts';
import { MONITORING_SUBGROUPS, MONTHLY_GROUPS, PRODUCT_MENUS } from './groups.ts';

export interface MenuItem {
  name: string;
  title: string;
  /** Where the link goes: the route path without its optional params (/clicks/:clickId? -> /clicks). */
  to: string;
}

export interface MenuSection {
  key: string;
  title: string;
  items: MenuItem[];
}

export interface MenuGroup extends MenuSection {
  kind: 'monthly' | 'product';
  /** Monitoring's subgroups; empty elsewhere. */
  subgroups: MenuSection[];
}

/** Menu routes have no required params; optional ones are dropped from the link. */
const linkOf = (route: RouteDef): string => route.path.replace(/\/:[^/]+\?/g, '') || '/';

const isMenuRoute = (route: RouteDef): boolean => route.group !== null && !route.flags?.hidden && !route.flags?.public;

/**
 * The menu of specification 01 section 2.5, filtered by permission: hidden and public routes never
 * appear, items the admin cannot open are left out and empty groups and subgroups are dropped.
 * Items keep the order of the route table.
 */
export function menuFor(canOpen: (routeName: string, route: RouteDef) => boolean): MenuGroup[] {
  const itemsOf = (key: string): MenuItem[] =>
    routes
      .filter((r) => r.group === key && isMenuRoute(r) && canOpen(r.name, r))
      .map((r) => ({ name: r.name, title: r.title, to: linkOf(r) }));

  const monthly: MenuGroup[] = MONTHLY_GROUPS.map((g) => ({
    key: g.key,
    title: g.title,
    kind: 'monthly',
    items: itemsOf(g.key),
    subgroups:
      g.key === 'monitoring'
        ? MONITORING_SUBGROUPS.map((s) => ({ key: s.key, title: s.title, items: itemsOf(s.key) })).filter((s) => s.items.length > 0)
        : [],
  }));
  const products: MenuGroup[] = PRODUCT_MENUS.map((g) => ({
    key: g.key,
    title: g.title,
    kind: 'product',
    items: itemsOf(g.key),
    subgroups: [],
  }));
  return [...monthly, ...products].filter((g) => g.items.length > 0 || g.subgroups.length > 0);
}

/** Every route that is a menu link (for the permission rules that speak of menu modules). */
export const menuRoutes: readonly RouteDef[] = routes.filter(isMenuRoute);
