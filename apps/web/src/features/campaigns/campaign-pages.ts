import { PRODUCTS } from '@bo/contract';
import type { PageLoader } from '../../pages/page-module.ts';
import { campaignRouteNames } from './campaign-routes.ts';

const landing: PageLoader = () => import('./CampaignsLandingPage.tsx');
// One list, one editor and one translation page serve both kinds; each reads its kind from the route.
const list: PageLoader = () => import('./list/CampaignListPage.tsx');
const editor: PageLoader = () => import('./form/CampaignEditorPage.tsx');
const translations: PageLoader = () => import('./form/CampaignTranslationPage.tsx');

/** The built dynamic-campaign pages of every product, for the page registry. */
export const campaignPages: Readonly<Record<string, PageLoader>> = Object.fromEntries(
  PRODUCTS.flatMap((product) => {
    const names = campaignRouteNames(product.prefix);
    return [
      [names.landing, landing],
      [names.emails, list],
      [names.emailCreate, editor],
      [names.emailEdit, editor],
      [names.emailTranslations, translations],
      [names.pushes, list],
      [names.pushCreate, editor],
      [names.pushEdit, editor],
      [names.pushTranslations, translations],
    ];
  }),
);
