import { reportByRoute } from '@bo/contract';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { ReportScreen } from './ReportScreen.tsx';

/** The page of every route a report of the contract serves. */
export default function ReportPage() {
  const route = useCurrentRoute();
  const def = route ? reportByRoute(route.name) : undefined;
  if (!route || !def) return null;
  return <ReportScreen key={def.name} def={def} title={route.title} />;
}
