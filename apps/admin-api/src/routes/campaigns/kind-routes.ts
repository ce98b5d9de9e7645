import type { z } from 'zod';
import type { ZCampaignParams, ZCampaignTranslationParams, ZProjectParams } from '@bo/contract';
import { bodyErrorsAs422, notFound, routeCall, type FastifyPluginAsyncZod, type RoutableCall } from '@bo/server-kit';
import type { CampaignKind, Headline } from '../../campaigns/kinds.ts';
import { loadCampaign } from '../../campaigns/load.ts';
import { campaignProject } from './project.ts';
import { createCampaign, saveTranslation, updateCampaign, type CampaignFields } from '../../campaigns/save.ts';
import { translationLanguage } from './translation-language.ts';

/** What one campaign kind (e-mail, push) gives the shared details, create, edit and translation routes. */
export interface CampaignKindRoutesSpec<K extends Headline, C> {
  kind: CampaignKind<K>;
  /** The contract's calls of the four routes (CAMPAIGN_ROUTE): paths and schemas. */
  calls: {
    show: RoutableCall & { params: typeof ZCampaignParams };
    create: RoutableCall & { params: typeof ZProjectParams; body: z.ZodType<CampaignFields> };
    update: RoutableCall & { params: typeof ZCampaignParams; body: z.ZodType<CampaignFields> };
    translation: RoutableCall & {
      params: typeof ZCampaignTranslationParams;
      body: z.ZodType<Omit<NonNullable<CampaignFields['translations']>[number], 'language_code'>>;
    };
  };
  /** The details as the kind's answer shows them (push names its extra columns even when empty). */
  present: (campaign: object) => C;
  /** Saved and translated messages. */
  messages: { saved: string; translationSaved: string };
  /** Routes only this kind has (the list, languages, cancel), given the kind's loader. */
  extra?: (load: (project: string, id: number) => Promise<C>) => FastifyPluginAsyncZod;
}

/**
 * One factory for a campaign kind's routes (issue 20): details, create, edit and translation edit
 * are the same for e-mail and push but for the kind's table, schemas and messages.
 */
export function campaignKindRoutes<K extends Headline, C>(spec: CampaignKindRoutesSpec<K, C>): FastifyPluginAsyncZod {
  const { kind, calls } = spec;
  return async (app) => {
    bodyErrorsAs422(app);
    const load = async (project: string, id: number): Promise<C> => {
      const campaign = await loadCampaign(app.db, kind, project, id);
      if (!campaign) throw notFound(kind.notFound);
      return spec.present(campaign);
    };
    if (spec.extra) await app.register(spec.extra(load));

    routeCall(app, calls.show, async (request) => ({
      data: await load(campaignProject(request.params.project), request.params.id),
    }));

    routeCall(app, calls.create, async (request) => {
      const project = campaignProject(request.params.project);
      const id = await createCampaign(app.db, kind, project, request.body, request.ctx.adminId);
      return { message: spec.messages.saved, data: await load(project, id) };
    });

    routeCall(app, calls.update, async (request) => {
      const project = campaignProject(request.params.project);
      await updateCampaign(app.db, kind, project, request.params.id, request.body, request.ctx.adminId);
      return { message: spec.messages.saved, data: await load(project, request.params.id) };
    });

    routeCall(app, calls.translation, async (request) => {
      const project = campaignProject(request.params.project);
      const language = translationLanguage(request.params.language_code);
      const translation = { language_code: language, ...request.body } as NonNullable<CampaignFields['translations']>[number];
      await saveTranslation(app.db, kind, project, request.params.id, translation, request.ctx.adminId);
      return { message: spec.messages.translationSaved, data: await load(project, request.params.id) };
    });
  };
}
