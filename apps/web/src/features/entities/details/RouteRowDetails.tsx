import { DETAIL_PAGES } from './detail-pages.ts';
import { EntityDetails } from './EntityDetails.tsx';

/**
 * One row of a table screen's route (/clicks/:clickId), loaded only when an id is given: the detail
 * pages' definitions stay out of every other table route (issue 21 item 4). Null when the route has none.
 */
export default function RouteRowDetails({
  routeName,
  params,
}: {
  routeName: string;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const detail = DETAIL_PAGES[routeName];
  const id = detail ? params[detail.param] : undefined;
  return detail && id ? <EntityDetails key={id} page={detail} id={id} /> : null;
}
