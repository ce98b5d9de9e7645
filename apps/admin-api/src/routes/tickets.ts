import { OPERATIONS_CALL } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { countClickTicketsNotReviewed, countSurveyAttackAppsNotReviewed } from '../operations/not-reviewed-counts.ts';

/** The badge counts of click tickets and survey attack apps, polled every 30 s (specification 03, section 9). */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, OPERATIONS_CALL.clickTicketsNotReviewedCount, async () => ({ count: await countClickTicketsNotReviewed(app.db) }));
  routeCall(app, OPERATIONS_CALL.surveyAttacksAppsNotReviewedCount, async () => ({
    count: await countSurveyAttackAppsNotReviewed(app.db),
  }));
};
