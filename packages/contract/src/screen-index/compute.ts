import type { ReportDef } from '../reports/types.ts';
import type { ResourceDef } from '../resources/types.ts';
import { RESOURCE_AREA_LOADERS, type ResourceArea } from './loaders.ts';

/** A module's exported ResourceDefs, alone or in lists. */
export function resourceDefsIn(module: object): ResourceDef[] {
  return Object.values(module)
    .flatMap((value: unknown) => (Array.isArray(value) ? value : [value]))
    .filter(isResourceDef);
}

function isResourceDef(value: unknown): value is ResourceDef {
  if (typeof value !== 'object' || value === null) return false;
  const def = value as Partial<ResourceDef>;
  return typeof def.name === 'string' && typeof def.routeName === 'string' && typeof def.url === 'string' && Array.isArray(def.columns);
}

/** What ./route-index.ts holds, from the registries: the first area (in the loaders' order) exporting each resource. */
export async function computeRouteIndex(
  resources: readonly ResourceDef[],
  reports: readonly ReportDef[],
): Promise<{ resourceRoutes: Record<string, readonly [ResourceArea, string]>; reportRouteNames: string[] }> {
  const areaOf = new Map<ResourceDef, ResourceArea>();
  for (const [area, load] of Object.entries(RESOURCE_AREA_LOADERS) as [ResourceArea, () => Promise<object>][]) {
    for (const def of resourceDefsIn(await load())) if (!areaOf.has(def)) areaOf.set(def, area);
  }
  const resourceRoutes: Record<string, readonly [ResourceArea, string]> = {};
  for (const def of resources) {
    const area = areaOf.get(def);
    if (!area) throw new Error(`resource ${def.name}: no area of screen-index/loaders.ts exports it`);
    resourceRoutes[def.routeName] ??= [area, def.name];
  }
  return { resourceRoutes, reportRouteNames: [...new Set(reports.map((report) => report.routeName))] };
}
