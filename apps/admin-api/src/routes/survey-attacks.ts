import { SURVEY_ATTACK_CALLS } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { markOnce, SURVEY_ATTACK_REVIEWED } from '../investigations/mark-once.ts';

/** /survey-attacks' page-holder action: mark an open attack window reviewed (investigations/mark-once.ts). */
export const surveyAttackRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SURVEY_ATTACK_CALLS.markReviewed, async (request) =>
    markOnce(app.db, SURVEY_ATTACK_REVIEWED, request.ctx, request.params.id, request.url),
  );
};
