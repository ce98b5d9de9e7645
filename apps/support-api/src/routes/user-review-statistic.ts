import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { SUPPORT_CALL, ZUserReviewStatisticAnswer } from '@bo/contract';
import { reviewStatistic } from './reviews/statistic.ts';

/** GET /support/api/user-reviews/statistic: counts by status, and open reviews by app, assignee and age. */
export const userReviewStatisticRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SUPPORT_CALL.reviewStatistic.path, { schema: { response: { 200: ZUserReviewStatisticAnswer } } }, async () => ({
    data: await reviewStatistic(app.db),
  }));
};
