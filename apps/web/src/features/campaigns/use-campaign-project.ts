import type { ProductPrefix, ProjectSlug } from '@bo/contract';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { campaignRouteNames, type CampaignRouteNames } from './campaign-routes.ts';
import { EMAIL_CAMPAIGN_KIND, PUSH_CAMPAIGN_KIND, type CampaignKindUi } from './kinds.ts';

export interface CampaignProjectContext {
  project: ProjectSlug;
  prefix: ProductPrefix;
  names: CampaignRouteNames;
  /** The campaign kind of the page: push on the push-notification pages, e-mail elsewhere. */
  kind: CampaignKindUi;
}

/** The product, project and campaign kind of the dynamic-campaign page being shown, read from its RouteDef. */
export function useCampaignProject(): CampaignProjectContext | null {
  const route = useCurrentRoute();
  if (!route?.project || !route.product) return null;
  const names = campaignRouteNames(route.product);
  const kind = Object.values(PUSH_CAMPAIGN_KIND.routes(names)).includes(route.name) ? PUSH_CAMPAIGN_KIND : EMAIL_CAMPAIGN_KIND;
  return { project: route.project, prefix: route.product, names, kind };
}
