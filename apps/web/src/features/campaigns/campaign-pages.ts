import { PRODUCTS } from '@bo/contract';
import type { PageLoader } from '../../pages/registry.ts';
import { campaignRouteNames } from './campaign-routes.ts';

const landing: PageLoader = () => import('./CampaignsLandingPage.tsx');
const emailList: PageLoader = () => import('./emails/EmailCampaignListPage.tsx');
const emailEditor: PageLoader = () => import('./emails/EmailCampaignEditorPage.tsx');
const emailTranslations: PageLoader = () => import('./emails/EmailTranslationEditorPage.tsx');
const pushList: PageLoader = () => import('./pushes/PushCampaignListPage.tsx');

/** The built dynamic-campaign pages of every product, for the page registry. */
export const campaignPages: Readonly<Record<string, PageLoader>> = Object.fromEntries(
  PRODUCTS.flatMap((product) => {
    const names = campaignRouteNames(product.prefix);
    return [
      [names.landing, landing],
      [names.emails, emailList],
      [names.emailCreate, emailEditor],
      [names.emailEdit, emailEditor],
      [names.emailTranslations, emailTranslations],
      [names.pushes, pushList],
    ];
  }),
);
