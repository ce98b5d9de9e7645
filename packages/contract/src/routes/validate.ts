import { MENU_GROUP_KEYS } from '../menu/groups.ts';
import { ROUTER_ERRORS } from '../messages.ts';
import type { RouteDef } from './types.ts';

/** Route names are unique: links, menus and permissions all go by name (specification 01, section 8). */
export function assertUniqueRouteNames(routes: readonly Pick<RouteDef, 'name'>[]): void {
  const seen = new Set<string>();
  for (const { name } of routes) {
    if (seen.has(name)) throw new Error(ROUTER_ERRORS.duplicateRouteName(name));
    seen.add(name);
  }
}

/**
 * Every route carries the settings the router and the permission check rely on: a name, an absolute
 * path, a main permission and a known menu group. Otherwise the router set-up fails the way
 * specification 01 section 8 says.
 */
export function assertRouteSettings(routes: readonly RouteDef[]): void {
  for (const route of routes) {
    const ok =
      route.name.trim() !== '' &&
      route.path.startsWith('/') &&
      route.permission.trim() !== '' &&
      route.title.trim() !== '' &&
      (route.group === null || MENU_GROUP_KEYS.has(route.group));
    if (!ok) throw new Error(ROUTER_ERRORS.adminSettingsWrong);
  }
}
