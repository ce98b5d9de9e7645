import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { SUPPORT_CALL } from '@bo/contract';
import { reviewStatistic } from './reviews/statistic.ts';

/** GET /support/api/user-reviews/statistic: counts by status, and open reviews by app, assignee and age. */
export const userReviewStatisticRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SUPPORT_CALL.reviewStatistic, async () => ({
    data: await reviewStatistic(app.db),
  }));
};
