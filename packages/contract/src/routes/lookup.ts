import { pathParams } from './naming.ts';
import { routes } from './table.ts';
import type { RouteDef } from './types.ts';

const byName: ReadonlyMap<string, RouteDef> = new Map(routes.map((r) => [r.name, r]));

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const splitPath = (path: string): string[] => path.split('/').filter((s) => s !== '');

function matchRoute(route: RouteDef, segments: string[]): { params: Record<string, string>; staticCount: number } | null {
  const pattern = splitPath(route.path);
  const params: Record<string, string> = {};
  let staticCount = 0;
  for (let i = 0; i < Math.max(pattern.length, segments.length); i += 1) {
    const part = pattern[i];
    const segment = segments[i];
    if (part === undefined) return null;
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[part.slice(1).replace(/\?$/, '')] = safeDecode(segment);
    } else {
      // React Router matches case-insensitively by default; so do we.
      if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) return null;
      staticCount += 1;
    }
  }
  return { params, staticCount };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The route a pathname opens, with its params. Query and hash are ignored. Where a static segment
 * and a param both match (/questions-mapping/add), the route with more static segments wins, as in
 * React Router.
 */
export function routeForPath(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname.split(/[?#]/)[0] ?? '');
  let best: (RouteMatch & { staticCount: number }) | null = null;
  for (const route of routes) {
    const m = matchRoute(route, segments);
    if (m && (best === null || m.staticCount > best.staticCount)) best = { route, ...m };
  }
  return best ? { route: best.route, params: best.params } : null;
}

/** The path of a route with its params filled in (encoded); throws when a required param is missing. */
export function pathFor(name: string, params: Record<string, string | number> = {}): string {
  const route = routeByName(name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  const declared = new Map(pathParams(route.path).map((p) => [p.name, p.optional]));
  const parts = splitPath(route.path).flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    const key = part.slice(1).replace(/\?$/, '');
    const value = params[key];
    if (value === undefined || value === '') {
      if (declared.get(key)) return [];
      throw new Error(`Missing param ${key} for route ${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/${parts.join('/')}`;
}
