import { resources } from '@bo/contract';
import type { EntityTarget } from '../entities/labels/entity-target.ts';

/** The log screens the Quality metrics open, filtered by the user (specification 02, section 2, item 9). */
export type MetricScreen = 'clicks' | 'completes' | 'latency_logs' | 'device_results' | 'timezone_results' | 'ip_logs';

/** The list engine's user filter, as every log screen names it. */
const USER_FILTER = 'userId';

/**
 * The screen filtered by the user, or null while that screen is not a table screen with a user
 * filter (then the metric is plain text rather than a link to a page that cannot filter).
 */
export function metricScreenTarget(screen: MetricScreen, userId: number): EntityTarget | null {
  const resource = resources.find((r) => r.routeName === screen);
  if (!resource?.filters.some((f) => f.key === USER_FILTER)) return null;
  return { routeName: screen, query: { [`filter[${USER_FILTER}]`]: userId } };
}
