import type { z } from 'zod';
import { ZCampaignParams, ZCampaignTranslationParams, ZProjectParams } from '@bo/contract';
import { bodyErrorsAs422, notFound, type FastifyPluginAsyncZod } from '@bo/server-kit';
import type { CampaignKind, Headline } from './kinds.ts';
import { loadCampaign } from './load.ts';
import { campaignProject } from './project.ts';
import { createCampaign, saveTranslation, updateCampaign, type CampaignFields } from './save.ts';
import { translationLanguage } from './translation-language.ts';

/** What one campaign kind (e-mail, push) gives the shared details, create, edit and translation routes. */
export interface CampaignKindRoutesSpec<K extends Headline, C> {
  kind: CampaignKind<K>;
  /** The contract's paths of the four routes. */
  paths: { show: string; create: string; update: string; translation: string };
  schemas: {
    answer: z.ZodType;
    saveAnswer: z.ZodType;
    createBody: z.ZodType<CampaignFields>;
    updateBody: z.ZodType<CampaignFields>;
    translationBody: z.ZodType<Omit<NonNullable<CampaignFields['translations']>[number], 'language_code'>>;
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
  const { kind, paths, schemas } = spec;
  return async (app) => {
    bodyErrorsAs422(app);
    const load = async (project: string, id: number): Promise<C> => {
      const campaign = await loadCampaign(app.db, kind, project, id);
      if (!campaign) throw notFound(kind.notFound);
      return spec.present(campaign);
    };
    if (spec.extra) await app.register(spec.extra(load));

    app.get(paths.show, { schema: { params: ZCampaignParams, response: { 200: schemas.answer } } }, async (request) => ({
      data: await load(campaignProject(request.params.project), request.params.id),
    }));

    app.post(
      paths.create,
      { schema: { params: ZProjectParams, body: schemas.createBody, response: { 201: schemas.saveAnswer } } },
      async (request, reply) => {
        const project = campaignProject(request.params.project);
        const id = await createCampaign(app.db, kind, project, request.body, request.ctx.adminId);
        reply.code(201);
        return { message: spec.messages.saved, data: await load(project, id) };
      },
    );

    app.put(
      paths.update,
      { schema: { params: ZCampaignParams, body: schemas.updateBody, response: { 200: schemas.saveAnswer } } },
      async (request) => {
        const project = campaignProject(request.params.project);
        await updateCampaign(app.db, kind, project, request.params.id, request.body, request.ctx.adminId);
        return { message: spec.messages.saved, data: await load(project, request.params.id) };
      },
    );

    app.put(
      paths.translation,
      { schema: { params: ZCampaignTranslationParams, body: schemas.translationBody, response: { 200: schemas.saveAnswer } } },
      async (request) => {
        const project = campaignProject(request.params.project);
        const language = translationLanguage(request.params.language_code);
        const translation = { language_code: language, ...request.body } as NonNullable<CampaignFields['translations']>[number];
        await saveTranslation(app.db, kind, project, request.params.id, translation, request.ctx.adminId);
        return { message: spec.messages.translationSaved, data: await load(project, request.params.id) };
      },
    );
  };
}
