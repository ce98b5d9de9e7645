import { CAMPAIGN_LANGUAGES, CAMPAIGN_MESSAGES, CAMPAIGN_ROUTE, type EmailCampaign } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { campaignKindRoutes } from './kind-routes.ts';
import { EMAIL_KIND } from '../../campaigns/kinds.ts';
import { listCampaigns } from '../../campaigns/list.ts';
import { campaignProject } from './project.ts';

/** The e-mail-only routes: the languages a translation may take, and the list (filters in a POST body). */
const emailListRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, CAMPAIGN_ROUTE.emailLanguages, async (request) => {
    campaignProject(request.params.project);
    return { data: [...CAMPAIGN_LANGUAGES] };
  });

  routeCall(app, CAMPAIGN_ROUTE.emailList, async (request) => {
    const project = campaignProject(request.params.project);
    const { page, per_page: perPage, filters } = request.body;
    return listCampaigns(app.db, EMAIL_KIND, project, filters, page, perPage);
  });
};

/** A project's e-mail campaigns: languages, list, details, and the create / edit / translation-edit writes. */
export const emailCampaignRoutes = campaignKindRoutes({
  kind: EMAIL_KIND,
  calls: {
    show: CAMPAIGN_ROUTE.emailShow,
    create: CAMPAIGN_ROUTE.emailCreate,
    update: CAMPAIGN_ROUTE.emailUpdate,
    translation: CAMPAIGN_ROUTE.emailTranslation,
  },
  present: (campaign): EmailCampaign => campaign as EmailCampaign,
  messages: { saved: CAMPAIGN_MESSAGES.campaignSaved, translationSaved: CAMPAIGN_MESSAGES.translationSaved },
  extra: () => emailListRoutes,
});
