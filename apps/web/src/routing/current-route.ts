import type { RouteDef } from '@bo/contract';
import { useMatches } from 'react-router-dom';

/** What every route object of the table carries, so layouts and pages know their RouteDef. */
export interface RouteHandle {
  route: RouteDef;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The contract's route being shown (the deepest match carrying one), or null. */
export function useCurrentRoute(): RouteDef | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return null;
}
