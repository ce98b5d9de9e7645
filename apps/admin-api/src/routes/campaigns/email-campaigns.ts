import {
  CAMPAIGN_LANGUAGES,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_ROUTE,
  ZCampaignParams,
  ZCampaignTranslationParams,
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
import { bodyErrorsAs422, notFound, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { EMAIL_KIND } from './kinds.ts';
import { listCampaigns } from './list.ts';
import { loadCampaign } from './load.ts';
import { campaignProject } from './project.ts';
import { createCampaign, saveTranslation, updateCampaign } from './save.ts';
import { translationLanguage } from './translation-language.ts';

/** A project's e-mail campaigns: languages, list, details, and the create / edit / translation-edit writes. */
export const emailCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  const load = async (project: string, id: number): Promise<EmailCampaign> => {
    const campaign = await loadCampaign(app.db, EMAIL_KIND, project, id);
    if (!campaign) throw notFound(CAMPAIGN_MESSAGES.emailCampaignNotFound);
    return campaign;
  };

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

  app.get(
    CAMPAIGN_ROUTE.emailShow.path,
    { schema: { params: ZCampaignParams, response: { 200: ZEmailCampaignAnswer } } },
    async (request) => ({
      data: await load(campaignProject(request.params.project), request.params.id),
    }),
  );

  app.post(
    CAMPAIGN_ROUTE.emailCreate.path,
    { schema: { params: ZProjectParams, body: ZEmailCampaignCreateBody, response: { 201: ZEmailCampaignSaveAnswer } } },
    async (request, reply) => {
      const project = campaignProject(request.params.project);
      const id = await createCampaign(app.db, EMAIL_KIND, project, request.body, request.ctx.adminId);
      reply.code(201);
      return { message: CAMPAIGN_MESSAGES.campaignSaved, data: await load(project, id) };
    },
  );

  app.put(
    CAMPAIGN_ROUTE.emailUpdate.path,
    { schema: { params: ZCampaignParams, body: ZEmailCampaignUpdateBody, response: { 200: ZEmailCampaignSaveAnswer } } },
    async (request) => {
      const project = campaignProject(request.params.project);
      await updateCampaign(app.db, EMAIL_KIND, project, request.params.id, request.body, request.ctx.adminId);
      return { message: CAMPAIGN_MESSAGES.campaignSaved, data: await load(project, request.params.id) };
    },
  );

  app.put(
    CAMPAIGN_ROUTE.emailTranslation.path,
    { schema: { params: ZCampaignTranslationParams, body: ZEmailTranslationBody, response: { 200: ZEmailCampaignSaveAnswer } } },
    async (request) => {
      const project = campaignProject(request.params.project);
      const language = translationLanguage(request.params.language_code);
      await saveTranslation(
        app.db,
        EMAIL_KIND,
        project,
        request.params.id,
        { language_code: language, ...request.body },
        request.ctx.adminId,
      );
      return { message: CAMPAIGN_MESSAGES.translationSaved, data: await load(project, request.params.id) };
    },
  );
};
