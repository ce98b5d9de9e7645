import { CAMPAIGN_MESSAGES, CAMPAIGN_ROUTE, type PushCampaign } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { cancelPushCampaign } from '../../campaigns/cancel.ts';
import { campaignKindRoutes } from './kind-routes.ts';
import { PUSH_KIND } from '../../campaigns/kinds.ts';
import { listCampaigns } from '../../campaigns/list.ts';
import { campaignProject } from './project.ts';

/** The push-only routes: the list (filters as query) and cancel. */
const pushOnlyRoutes =
  (load: (project: string, id: number) => Promise<PushCampaign>): FastifyPluginAsyncZod =>
  async (app) => {
    routeCall(app, CAMPAIGN_ROUTE.pushList, async (request) => {
      const project = campaignProject(request.params.project);
      const { page, per_page: perPage, ...filters } = request.query;
      return listCampaigns(app.db, PUSH_KIND, project, filters, page, perPage);
    });

    routeCall(app, CAMPAIGN_ROUTE.pushCancel, async (request) => {
      const project = campaignProject(request.params.project);
      await cancelPushCampaign(app.db, project, request.params.id, request.ctx.adminId);
      return { message: CAMPAIGN_MESSAGES.pushCancelled, data: await load(project, request.params.id) };
    });
  };

/** A project's push (FCM) campaigns: list (filters as query), details, cancel, and the create / edit / translation-edit writes. */
export const pushCampaignRoutes = campaignKindRoutes({
  kind: PUSH_KIND,
  calls: {
    show: CAMPAIGN_ROUTE.pushShow,
    create: CAMPAIGN_ROUTE.pushCreate,
    update: CAMPAIGN_ROUTE.pushUpdate,
    translation: CAMPAIGN_ROUTE.pushTranslation,
  },
  // loadCampaign reads PUSH_KIND's extra columns; the defaults only name them for the type.
  present: (campaign): PushCampaign => ({ image_url: null, deep_link: null, ...campaign }) as PushCampaign,
  messages: { saved: CAMPAIGN_MESSAGES.campaignSaved, translationSaved: CAMPAIGN_MESSAGES.translationSaved },
  extra: pushOnlyRoutes,
});
