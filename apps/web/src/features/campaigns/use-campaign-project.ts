import type { ProductPrefix, ProjectSlug } from '@bo/contract';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { campaignRouteNames, type CampaignRouteNames } from './campaign-routes.ts';

export interface CampaignProjectContext {
  project: ProjectSlug;
  prefix: ProductPrefix;
  names: CampaignRouteNames;
}

/** The product and project of the dynamic-campaign page being shown, read from its RouteDef. */
export function useCampaignProject(): CampaignProjectContext | null {
  const route = useCurrentRoute();
  if (!route?.project || !route.product) return null;
  return { project: route.project, prefix: route.product, names: campaignRouteNames(route.product) };
}
