import { pathParams, type RouteDef } from '@bo/contract';
import { lazy, use } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { resourceDefFor } from './resource-defs.ts';
import { TableScreen } from './TableScreen.tsx';

const RouteRowDetails = lazy(() => import('../entities/details/RouteRowDetails.tsx'));

/**
 * The page of every route a resource definition serves: its TableScreen, titled like the route.
 * A route that also names one row (/clicks/:clickId) shows that row when the id is given. The
 * definition comes with its area of the contract (resource-defs.ts), under the page's Suspense.
 */
export default function ResourceTablePage() {
  const route = useCurrentRoute();
  return route ? <RouteTableScreen route={route} /> : null;
}

function RouteTableScreen({ route }: { route: RouteDef }) {
  const params = useParams();
  const resource = use(resourceDefFor(route.name));
  if (!resource) return null;
  if (pathParams(route.path).some((param) => params[param.name])) return <RouteRowDetails routeName={route.name} params={params} />;
  return <TableScreen key={resource.name} resource={resource} title={route.title} />;
}
