import { describe, expect, it } from 'vitest';
import { apiCalls } from '../api/calls/index.ts';
import { reports } from '../reports/registry.ts';
import { productClaimsResources } from '../resources/defs/products/claims.ts';
import { productGrowthResources } from '../resources/defs/products/growth.ts';
import { resources } from '../resources/registry.ts';
import { computeRouteIndex } from './compute.ts';
import { loadResourceDef, REPORT_ROUTE_NAMES, RESOURCE_ROUTE_NAMES, resourceRoutesOfArea } from './load.ts';
import { CALL_PERMISSIONS } from './call-permissions.ts';
import { RESOURCE_ROUTES } from './route-index.ts';

describe('the screens by route (issue 21 item 4)', () => {
  it('route-index.ts is what the registries give (else: npm run screen-index -w @bo/contract)', async () => {
    const { resourceRoutes, reportRouteNames } = await computeRouteIndex(resources, reports);
    expect(RESOURCE_ROUTES).toEqual(resourceRoutes);
    expect(REPORT_ROUTE_NAMES).toEqual(reportRouteNames);
  });

  it('names every table screen route and every report route once', () => {
    expect(new Set(RESOURCE_ROUTE_NAMES)).toEqual(new Set(resources.map((r) => r.routeName)));
    expect(RESOURCE_ROUTE_NAMES).toHaveLength(new Set(RESOURCE_ROUTE_NAMES).size);
    expect(new Set(REPORT_ROUTE_NAMES)).toEqual(new Set(reports.map((r) => r.routeName)));
  });

  it("loads each route's definition from its area: the registry's first one for that route", async () => {
    for (const route of RESOURCE_ROUTE_NAMES) {
      expect(await loadResourceDef(route)).toBe(resources.find((r) => r.routeName === route));
    }
    // Two tables on one route (a named bonus page and its Granted tab): the page's own comes first.
    const namedBonus = resources.filter((r) => r.routeName === 'fs_five_surveys_bonus');
    expect(namedBonus).toHaveLength(2);
    expect(await loadResourceDef('fs_five_surveys_bonus')).toBe(namedBonus[0]);
  });

  it('knows no definition for a route that is not a table screen', async () => {
    expect(await loadResourceDef('dashboard')).toBeUndefined();
    expect(await loadResourceDef('toString')).toBeUndefined();
  });

  it("lists an area's routes, e.g. every product's claims and growth pages", () => {
    expect(resourceRoutesOfArea('product-claims')).toEqual(productClaimsResources.map((r) => r.routeName));
    expect(resourceRoutesOfArea('product-growth')).toEqual(productGrowthResources.map((r) => r.routeName));
    expect(resourceRoutesOfArea('users')).toEqual(['users']);
  });

  it("call-permissions.ts gives every catalogue call's permission (else: npm run screen-index -w @bo/contract)", () => {
    expect(CALL_PERMISSIONS).toEqual(Object.fromEntries(apiCalls.map((call) => [call.name, call.permission])));
    expect(CALL_PERMISSIONS['users.list']).toBe(apiCalls.find((call) => call.name === 'users.list')?.permission);
  });
});
