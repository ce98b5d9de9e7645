import { JOB_LOG_CALLS, jobLogCalls } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { retryFailedRuns } from '../jobs/retry-failed.ts';

const RETRY_CALL = jobLogCalls.find((call) => call.name === JOB_LOG_CALLS.retry.name)!;

/** Job Logs' "retry failed" (page holders): jobs/retry-failed.ts; a malformed body is 422 naming its field. */
export const jobLogRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  routeCall(app, RETRY_CALL, async (request) => retryFailedRuns(app.db, request.ctx, (request.body as { ids: number[] }).ids, request.url));
};
