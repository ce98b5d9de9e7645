import { FEEDBACK_CALLS } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { markFeedbackHandled } from '../investigations/mark-once.ts';

/** /feedback's page-holder action: mark a new feedback handled (investigations/mark-once.ts). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, FEEDBACK_CALLS.markHandled, async (request) => markFeedbackHandled(app.db, request.ctx, request.params.id, request.url));
};
