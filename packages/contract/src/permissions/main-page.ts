import type { AdminPrincipal } from '../access.ts';
import { menuRoutes } from '../menu/menu.ts';
import { routeByName } from '../routes/lookup.ts';
import type { RouteDef } from '../routes/types.ts';
import { can } from './catalogue.ts';

/** The first menu route whose main permission is `module` and that the admin may open. */
function menuRouteForModule(admin: AdminPrincipal, module: string): RouteDef | undefined {
  return menuRoutes.find((r) => r.permission === module && can(admin, r.permission));
}

/**
 * Where an admin lands when sent to their main page (specification 01, 2.1), in order:
 * 1. permissions.main_page, a route name (or path) the admin may open; one they may not open is
 *    skipped, since sending them there would loop;
 * 2. super admins: their first module that is a menu page, else the first menu page of the table
 *    (a super admin may open every page, so "the first module" is never missing for them);
 * 3. others: their first module that is the main permission of a menu page they may open;
 * otherwise null, and the SPA shows ROUTER_ERRORS.adminInformationWrong.
 */
export function mainPageFor(admin: AdminPrincipal): RouteDef | null {
  const mainPage = admin.permissions.main_page?.trim();
  if (mainPage) {
    const route = routeByName(mainPage) ?? menuRoutes.find((r) => r.path === mainPage);
    if (route && can(admin, route.permission)) return route;
  }
  for (const module of admin.permissions.modules) {
    const route = menuRouteForModule(admin, module);
    if (route) return route;
  }
  if (admin.role === 1) return menuRoutes.find((r) => can(admin, r.permission)) ?? null;
  return null;
}
