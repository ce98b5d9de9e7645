import {
  REVIEW_MESSAGES,
  REVIEW_STORE_CALL,
  ZCountUserNeedReviewAnswer,
  ZReviewStoreUserAnswer,
  ZReviewStoreUserListAnswer,
  ZStatisticRelationsQuery,
  ZUpdateReviewStatusAnswer,
  ZUpdateReviewStatusBody,
  ZUserHashParams,
  ZUserIdParams,
  ZUserStatisticsAnswer,
  ZUserToReviewAnswer,
} from '@bo/contract';
import { bodyErrorsAs422, notFound, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { publishStatusChange } from './review-store/publish.ts';
import { countUsersNeedingReview, usersToReview } from './review-store/queue.ts';
import { userStatistics } from './review-store/statistics.ts';
import { findStoreUser } from './review-store/store-user.ts';
import { setReviewStatus } from './review-store/update-status.ts';

/**
 * The review store (specification 03, section 7; paths relative to /api/): users by id or hash with
 * their review status, the queue of users needing review, and the status change (0 new, 1 problem,
 * 2 review, 3 good, 4 perfect; another value is 422).
 */
export const reviewStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  app.get(
    REVIEW_STORE_CALL.statisticsData.path,
    { schema: { params: ZUserIdParams, querystring: ZStatisticRelationsQuery, response: { 200: ZUserStatisticsAnswer } } },
    async (request) => {
      const user = await findStoreUser(app.db, { id: request.params.userId });
      if (!user) throw notFound(REVIEW_MESSAGES.userNotFound);
      return { data: { user, statistics: await userStatistics(app.db, user.id, request.query.statisticRelations) } };
    },
  );

  app.get(
    REVIEW_STORE_CALL.byHash.path,
    { schema: { params: ZUserHashParams, response: { 200: ZReviewStoreUserAnswer } } },
    async (request) => {
      const user = await findStoreUser(app.db, { hash: request.params.hash });
      if (!user) throw notFound(REVIEW_MESSAGES.userNotFound);
      return { data: user };
    },
  );

  app.post(
    REVIEW_STORE_CALL.updateReviewStatus.path,
    { schema: { body: ZUpdateReviewStatusBody, response: { 200: ZUpdateReviewStatusAnswer } } },
    async (request) => {
      const { user_id: id, hash, status } = request.body;
      const user = await findStoreUser(app.db, id !== undefined ? { id } : { hash });
      if (!user) throw notFound(REVIEW_MESSAGES.userNotFound);
      const change = await setReviewStatus(app.db, user.id, status, request.ctx.adminId);
      if (change.changed) await publishStatusChange(app.db, app.events, app.log, change.reviewUuid, change.before);
      return { message: REVIEW_MESSAGES.reviewStatusUpdated, data: (await findStoreUser(app.db, { id: user.id }))! };
    },
  );

  app.post(REVIEW_STORE_CALL.listToReview.path, { schema: { response: { 200: ZReviewStoreUserListAnswer } } }, async (request) => ({
    data: await usersToReview(app.db, request.ctx.adminId),
  }));

  app.post(REVIEW_STORE_CALL.countNeedReview.path, { schema: { response: { 200: ZCountUserNeedReviewAnswer } } }, async (request) => ({
    data: await countUsersNeedingReview(app.db, request.ctx.adminId),
  }));

  app.post(REVIEW_STORE_CALL.userToReview.path, { schema: { response: { 200: ZUserToReviewAnswer } } }, async (request) => ({
    data: (await usersToReview(app.db, request.ctx.adminId, 1))[0] ?? null,
  }));
};
