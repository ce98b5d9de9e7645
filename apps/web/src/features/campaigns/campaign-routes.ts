import { pathFor, routeNameFromPath, type ProductPrefix } from '@bo/contract';

/** The route names of a product's dynamic-campaign pages (packages/contract/src/routes/dynamic-campaigns.ts). */
export function campaignRouteNames(prefix: ProductPrefix) {
  const base = `/${prefix}-dynamic-campaigns`;
  return {
    landing: routeNameFromPath(base),
    emails: routeNameFromPath(`${base}/emails`),
    emailCreate: routeNameFromPath(`${base}/emails/create`),
    emailEdit: routeNameFromPath(`${base}/emails/edit/:id`),
    emailTranslations: routeNameFromPath(`${base}/emails/:id/translations/edit/:language_code`),
    pushes: routeNameFromPath(`${base}/push-notifications`),
    pushCreate: routeNameFromPath(`${base}/push-notifications/create`),
    pushEdit: routeNameFromPath(`${base}/push-notifications/edit/:id`),
    pushTranslations: routeNameFromPath(`${base}/push-notifications/:id/translations/edit/:language_code`),
  };
}
export type CampaignRouteNames = ReturnType<typeof campaignRouteNames>;

export const campaignPagePath = (name: string, params: Record<string, string | number> = {}): string => pathFor(name, params);
