import { resources } from '@bo/contract';
import { useParams } from 'react-router-dom';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { DETAIL_PAGES } from '../entities/details/detail-pages.ts';
import { EntityDetails } from '../entities/details/EntityDetails.tsx';
import { TableScreen } from './TableScreen.tsx';

/**
 * The page of every route a resource definition serves: its TableScreen, titled like the route.
 * A route that also names one row (/clicks/:clickId) shows that row when the id is given.
 */
export default function ResourceTablePage() {
  const route = useCurrentRoute();
  const params = useParams();
  const resource = route ? resources.find((r) => r.routeName === route.name) : undefined;
  if (!route || !resource) return null;
  const detail = DETAIL_PAGES[route.name];
  const id = detail ? params[detail.param] : undefined;
  if (detail && id) return <EntityDetails key={id} page={detail} id={id} />;
  return <TableScreen key={resource.name} resource={resource} title={route.title} />;
}
