import type { ResourceDef } from '../resources/types.ts';
import { resourceDefsIn } from './compute.ts';
import { RESOURCE_AREA_LOADERS, type ResourceArea } from './loaders.ts';
import { RESOURCE_ROUTES } from './route-index.ts';

export { REPORT_ROUTE_NAMES } from './route-index.ts';
export { CALL_PERMISSIONS } from './call-permissions.ts';
export type { ResourceArea } from './loaders.ts';

/**
 * The screens by route without their definitions (issue 21 item 4): the SPA's page registry and menu
 * need names only, and a table page loads its own definition's area. The servers keep the full
 * registries (`resources`, `reports`).
 */
export const RESOURCE_ROUTE_NAMES: readonly string[] = Object.keys(RESOURCE_ROUTES);

/** The table screens' routes whose definition lives in one area (e.g. every product's claims page). */
export function resourceRoutesOfArea(area: ResourceArea): string[] {
  return Object.entries(RESOURCE_ROUTES)
    .filter(([, [inArea]]) => inArea === area)
    .map(([route]) => route);
}

/** The table screen's definition of a route (the registry's first for it), loading its area; undefined when none. */
export async function loadResourceDef(routeName: string): Promise<ResourceDef | undefined> {
  const entry = Object.hasOwn(RESOURCE_ROUTES, routeName) ? RESOURCE_ROUTES[routeName] : undefined;
  if (!entry) return undefined;
  const [area, name] = entry;
  return resourceDefsIn(await RESOURCE_AREA_LOADERS[area]()).find((def) => def.name === name);
}
