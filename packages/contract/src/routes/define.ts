import type { MenuGroupKey } from '../menu/groups.ts';
import { routeNameFromPath } from './naming.ts';
import type { ProductPrefix, ProjectSlug, RouteDef, RouteFlags } from './types.ts';

export interface PageOptions {
  /** Overrides the name derived from the path (detail pages: `<entity>_details`). */
  name?: string;
  /** Overrides the main permission (defaults to the route name). */
  permission?: string;
  subPermissions?: readonly string[];
  flags?: RouteFlags;
  product?: ProductPrefix;
  project?: ProjectSlug;
}

/** One route of the table; its name follows the naming rule and its main permission is its name. */
export function page(path: string, title: string, group: MenuGroupKey | null, options: PageOptions = {}): RouteDef {
  const name = options.name ?? routeNameFromPath(path);
  const route: RouteDef = { name, path, title, group, permission: options.permission ?? name };
  if (options.subPermissions?.length) route.subPermissions = [...options.subPermissions];
  if (options.flags) route.flags = { ...options.flags };
  if (options.product) route.product = options.product;
  if (options.project) route.project = options.project;
  return route;
}

/** A detail page: registered and permission-checked, never a menu link. */
export function detailPage(
  path: string,
  name: string,
  title: string,
  group: MenuGroupKey,
  options: Omit<PageOptions, 'name'> = {},
): RouteDef {
  return page(path, title, group, { ...options, name, flags: { ...options.flags, hidden: true } });
}
