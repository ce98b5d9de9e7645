import { productByProject } from '../products.ts';
import { routeByName } from '../routes/lookup.ts';
import { routeNameFromPath } from '../routes/naming.ts';
import type { ProductPrefix } from '../routes/types.ts';

/**
 * The projects that own segments and campaigns (/api/:project/...). Specification 01 names the five
 * products; specification 03 lists `default` where specification 01 has prime-opinion. Both are
 * served, each with its own segments and campaigns.
 */
export const CAMPAIGN_PROJECTS = ['five-surveys', 'hey-cash', 'top-surveys', 'earn-star', 'prime-opinion', 'default'] as const;
export type CampaignProject = (typeof CAMPAIGN_PROJECTS)[number];
export const isCampaignProject = (value: string): value is CampaignProject => (CAMPAIGN_PROJECTS as readonly string[]).includes(value);

/**
 * Whose dynamic-campaign permissions guard a project. `default` has no pages of its own in the route
 * table, so it is guarded by Prime Opinion's: the product specification 03 replaces with it.
 */
const DEFAULT_PROJECT_PRODUCT: ProductPrefix = 'po';

export function campaignProductPrefix(project: CampaignProject): ProductPrefix {
  if (project === 'default') return DEFAULT_PROJECT_PRODUCT;
  const product = productByProject(project);
  if (!product) throw new Error(`No product for campaign project ${project}`);
  return product.prefix;
}

export interface CampaignPermissions {
  /** The dynamic-campaigns page: lists, details, segments, languages, cancel. */
  view: string;
  emailCreate: string;
  emailEdit: string;
  emailTranslationEdit: string;
  pushCreate: string;
  pushEdit: string;
  pushTranslationEdit: string;
}

/** The route's permission for a page path of the route table; throws when the table lacks it (a contract bug). */
function permissionOf(path: string): string {
  const route = routeByName(routeNameFromPath(path));
  if (!route) throw new Error(`The route table has no page for ${path}`);
  return route.permission;
}

/** The permission names of a project's campaign calls, read from its dynamic-campaign routes. */
export function campaignPermissions(project: CampaignProject): CampaignPermissions {
  const base = `/${campaignProductPrefix(project)}-dynamic-campaigns`;
  return {
    view: permissionOf(base),
    emailCreate: permissionOf(`${base}/emails/create`),
    emailEdit: permissionOf(`${base}/emails/edit/:id`),
    emailTranslationEdit: permissionOf(`${base}/emails/:id/translations/edit/:language_code`),
    pushCreate: permissionOf(`${base}/push-notifications/create`),
    pushEdit: permissionOf(`${base}/push-notifications/edit/:id`),
    pushTranslationEdit: permissionOf(`${base}/push-notifications/:id/translations/edit/:language_code`),
  };
}
