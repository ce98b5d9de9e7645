import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_ROUTE,
  ZCampaignParams,
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
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { cancelPushCampaign } from './cancel.ts';
import { campaignKindRoutes } from './kind-routes.ts';
import { PUSH_KIND } from './kinds.ts';
import { listCampaigns } from './list.ts';
import { campaignProject } from './project.ts';

/** The push-only routes: the list (filters as query) and cancel. */
const pushOnlyRoutes =
  (load: (project: string, id: number) => Promise<PushCampaign>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      CAMPAIGN_ROUTE.pushList.path,
      { schema: { params: ZProjectParams, querystring: ZPushCampaignListQuery, response: { 200: ZPushCampaignListAnswer } } },
      async (request) => {
        const project = campaignProject(request.params.project);
        const { page, per_page: perPage, ...filters } = request.query;
        return listCampaigns(app.db, PUSH_KIND, project, filters, page, perPage);
      },
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
  };

/** A project's push (FCM) campaigns: list (filters as query), details, cancel, and the create / edit / translation-edit writes. */
export const pushCampaignRoutes = campaignKindRoutes({
  kind: PUSH_KIND,
  paths: {
    show: CAMPAIGN_ROUTE.pushShow.path,
    create: CAMPAIGN_ROUTE.pushCreate.path,
    update: CAMPAIGN_ROUTE.pushUpdate.path,
    translation: CAMPAIGN_ROUTE.pushTranslation.path,
  },
  schemas: {
    answer: ZPushCampaignAnswer,
    saveAnswer: ZPushCampaignSaveAnswer,
    createBody: ZPushCampaignCreateBody,
    updateBody: ZPushCampaignUpdateBody,
    translationBody: ZPushTranslationBody,
  },
  // loadCampaign reads PUSH_KIND's extra columns; the defaults only name them for the type.
  present: (campaign): PushCampaign => ({ image_url: null, deep_link: null, ...campaign }) as PushCampaign,
  messages: { saved: CAMPAIGN_MESSAGES.campaignSaved, translationSaved: CAMPAIGN_MESSAGES.translationSaved },
  extra: pushOnlyRoutes,
});
