/**
 * Writes ./route-index.ts from the registries (each resource's route -> its area (./loaders.ts) and
 * name, the reports' route names) and ./call-permissions.ts from the call catalogue. Run by
 * `npm run screen-index -w @bo/contract` after adding a resource, a report or a call;
 * route-index.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCalls } from '../api/calls/index.ts';
import { reports } from '../reports/registry.ts';
import { resources } from '../resources/registry.ts';
import { computeRouteIndex } from './compute.ts';

const { resourceRoutes, reportRouteNames } = await computeRouteIndex(resources, reports);
const lines = [
  '// Written by write-route-index.ts from the registries (`npm run screen-index -w @bo/contract`); route-index.test.ts checks it.',
  "import type { ResourceArea } from './loaders.ts';",
  '',
  "/** A table screen's route -> the area holding its definition and the definition's name (the registry's first for that route). */",
  'export const RESOURCE_ROUTES: Readonly<Record<string, readonly [ResourceArea, string]>> = {',
  ...Object.entries(resourceRoutes).map(([route, [area, name]]) => `  ${route}: ['${area}', '${name}'],`),
  '};',
  '',
  "/** The route names of the contract's reports, in the registry's order. */",
  'export const REPORT_ROUTE_NAMES: readonly string[] = [',
  ...reportRouteNames.map((route) => `  '${route}',`),
  '];',
  '',
];
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, 'route-index.ts'), lines.join('\n'));

const quoted = (permission: string) => `'${permission}'`;
const permissions = [
  '// Written by write-route-index.ts from the call catalogue (`npm run screen-index -w @bo/contract`); route-index.test.ts checks it.',
  "import type { CallPermission } from '../api/types.ts';",
  '',
  "/** Each catalogue call's permission by the call's name, without its schemas: what the SPA checks before offering a call (issue 21 item 4). */",
  'export const CALL_PERMISSIONS: Readonly<Record<string, CallPermission>> = {',
  ...apiCalls.map(
    (call) =>
      `  '${call.name}': ${typeof call.permission === 'string' ? quoted(call.permission) : `[${call.permission.map(quoted).join(', ')}]`},`,
  ),
  '};',
  '',
];
writeFileSync(join(here, 'call-permissions.ts'), permissions.join('\n'));
