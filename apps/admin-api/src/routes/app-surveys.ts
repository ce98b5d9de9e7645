import { APP_SURVEYS_CALL } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { setSurveysRunning } from '../apps/surveys-running.ts';

/** Stop/Resume App Survey on /apps (top admins: the gateway checks app_survey_stop_resume); apps/surveys-running.ts. */
export const appSurveyRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, APP_SURVEYS_CALL, async (request) =>
    setSurveysRunning(app.db, request.ctx, request.params.id, request.body.running, request.url),
  );
};
