import { FEEDBACK_CALLS } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { FEEDBACK_HANDLED, markOnce } from '../investigations/mark-once.ts';

/** /feedback's page-holder action: mark a new feedback handled (investigations/mark-once.ts). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, FEEDBACK_CALLS.markHandled, async (request) =>
    markOnce(app.db, FEEDBACK_HANDLED, request.ctx, request.params.id, request.url),
  );
};
