import {
  CAMPAIGN_LANGUAGES,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_ROUTE,
  ZCodeNameListAnswer,
  ZEmailCampaignAnswer,
  ZEmailCampaignCreateBody,
  ZEmailCampaignListAnswer,
  ZEmailCampaignListBody,
  ZEmailCampaignSaveAnswer,
  ZEmailCampaignUpdateBody,
  ZEmailTranslationBody,
  ZProjectParams,
  type EmailCampaign,
} from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { campaignKindRoutes } from './kind-routes.ts';
import { EMAIL_KIND } from './kinds.ts';
import { listCampaigns } from './list.ts';
import { campaignProject } from './project.ts';

/** The e-mail-only routes: the languages a translation may take, and the list (filters in a POST body). */
const emailListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CAMPAIGN_ROUTE.emailLanguages.path,
    { schema: { params: ZProjectParams, response: { 200: ZCodeNameListAnswer } } },
    async (request) => {
      campaignProject(request.params.project);
      return { data: [...CAMPAIGN_LANGUAGES] };
    },
  );

  app.post(
    CAMPAIGN_ROUTE.emailList.path,
    { schema: { params: ZProjectParams, body: ZEmailCampaignListBody, response: { 200: ZEmailCampaignListAnswer } } },
    async (request) => {
      const project = campaignProject(request.params.project);
      const { page, per_page: perPage, filters } = request.body;
      return listCampaigns(app.db, EMAIL_KIND, project, filters, page, perPage);
    },
  );
};

/** A project's e-mail campaigns: languages, list, details, and the create / edit / translation-edit writes. */
export const emailCampaignRoutes = campaignKindRoutes({
  kind: EMAIL_KIND,
  paths: {
    show: CAMPAIGN_ROUTE.emailShow.path,
    create: CAMPAIGN_ROUTE.emailCreate.path,
    update: CAMPAIGN_ROUTE.emailUpdate.path,
    translation: CAMPAIGN_ROUTE.emailTranslation.path,
  },
  schemas: {
    answer: ZEmailCampaignAnswer,
    saveAnswer: ZEmailCampaignSaveAnswer,
    createBody: ZEmailCampaignCreateBody,
    updateBody: ZEmailCampaignUpdateBody,
    translationBody: ZEmailTranslationBody,
  },
  present: (campaign): EmailCampaign => campaign as EmailCampaign,
  messages: { saved: CAMPAIGN_MESSAGES.campaignSaved, translationSaved: CAMPAIGN_MESSAGES.translationSaved },
  extra: () => emailListRoutes,
});
