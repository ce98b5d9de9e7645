import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_ROUTE,
  ZCampaignParams,
  ZCampaignTranslationParams,
  ZProjectParams,
  ZPushCampaignAnswer,
  ZPushCampaignCreateBody,
  ZPushCampaignListAnswer,
  ZPushCampaignListQuery,
  ZPushCampaignSaveAnswer,
  ZPushCampaignUpdateBody,
  ZPushTranslationBody,
  type PushCampaign,
} from '@bo/contract';
import { bodyErrorsAs422, notFound, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { cancelPushCampaign } from './cancel.ts';
import { PUSH_KIND } from './kinds.ts';
import { listCampaigns } from './list.ts';
import { loadCampaign } from './load.ts';
import { campaignProject } from './project.ts';
import { createCampaign, saveTranslation, updateCampaign } from './save.ts';
import { translationLanguage } from './translation-language.ts';

/** A project's push (FCM) campaigns: list (filters as query), details, cancel, and the create / edit / translation-edit writes. */
export const pushCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  const load = async (project: string, id: number): Promise<PushCampaign> => {
    const campaign = await loadCampaign(app.db, PUSH_KIND, project, id);
    if (!campaign) throw notFound(CAMPAIGN_MESSAGES.pushCampaignNotFound);
    // loadCampaign reads PUSH_KIND's extra columns; the defaults only name them for the type.
    return { image_url: null, deep_link: null, ...campaign };
  };

  app.get(
    CAMPAIGN_ROUTE.pushList.path,
    { schema: { params: ZProjectParams, querystring: ZPushCampaignListQuery, response: { 200: ZPushCampaignListAnswer } } },
    async (request) => {
      const project = campaignProject(request.params.project);
      const { page, per_page: perPage, ...filters } = request.query;
      return listCampaigns(app.db, PUSH_KIND, project, filters, page, perPage);
    },
  );

  app.get(
    CAMPAIGN_ROUTE.pushShow.path,
    { schema: { params: ZCampaignParams, response: { 200: ZPushCampaignAnswer } } },
    async (request) => ({
      data: await load(campaignProject(request.params.project), request.params.id),
    }),
  );

  app.post(
    CAMPAIGN_ROUTE.pushCancel.path,
    { schema: { params: ZCampaignParams, response: { 200: ZPushCampaignSaveAnswer } } },
    async (request) => {
      const project = campaignProject(request.params.project);
      await cancelPushCampaign(app.db, project, request.params.id, request.ctx.adminId);
      return { message: CAMPAIGN_MESSAGES.pushCancelled, data: await load(project, request.params.id) };
    },
  );

  app.post(
    CAMPAIGN_ROUTE.pushCreate.path,
    { schema: { params: ZProjectParams, body: ZPushCampaignCreateBody, response: { 201: ZPushCampaignSaveAnswer } } },
    async (request, reply) => {
      const project = campaignProject(request.params.project);
      const id = await createCampaign(app.db, PUSH_KIND, project, request.body, request.ctx.adminId);
      reply.code(201);
      return { message: CAMPAIGN_MESSAGES.campaignSaved, data: await load(project, id) };
    },
  );

  app.put(
    CAMPAIGN_ROUTE.pushUpdate.path,
    { schema: { params: ZCampaignParams, body: ZPushCampaignUpdateBody, response: { 200: ZPushCampaignSaveAnswer } } },
    async (request) => {
      const project = campaignProject(request.params.project);
      await updateCampaign(app.db, PUSH_KIND, project, request.params.id, request.body, request.ctx.adminId);
      return { message: CAMPAIGN_MESSAGES.campaignSaved, data: await load(project, request.params.id) };
    },
  );

  app.put(
    CAMPAIGN_ROUTE.pushTranslation.path,
    { schema: { params: ZCampaignTranslationParams, body: ZPushTranslationBody, response: { 200: ZPushCampaignSaveAnswer } } },
    async (request) => {
      const project = campaignProject(request.params.project);
      const language = translationLanguage(request.params.language_code);
      await saveTranslation(
        app.db,
        PUSH_KIND,
        project,
        request.params.id,
        { language_code: language, ...request.body },
        request.ctx.adminId,
      );
      return { message: CAMPAIGN_MESSAGES.translationSaved, data: await load(project, request.params.id) };
    },
  );
};
