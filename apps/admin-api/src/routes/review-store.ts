import { REVIEW_MESSAGES, REVIEW_STORE_CALL } from '@bo/contract';
import { bodyErrorsAs422, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { publishStatusChange } from '../review-store/publish.ts';
import { countUsersNeedingReview, usersToReview } from '../review-store/queue.ts';
import { userStatistics } from '../review-store/statistics.ts';
import { findStoreUser } from '../review-store/store-user.ts';
import { setReviewStatus } from '../review-store/update-status.ts';

/**
 * The review store (specification 03, section 7; paths relative to /api/): users by id or hash with
 * their review status, the queue of users needing review, and the status change (0 new, 1 problem,
 * 2 review, 3 good, 4 perfect; another value is 422).
 */
export const reviewStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, REVIEW_STORE_CALL.statisticsData, async (request) => {
    const user = await findStoreUser(app.db, { id: request.params.userId });
    if (!user) throw notFound(REVIEW_MESSAGES.userNotFound);
    return { data: { user, statistics: await userStatistics(app.db, user.id, request.query.statisticRelations) } };
  });

  routeCall(app, REVIEW_STORE_CALL.byHash, async (request) => {
    const user = await findStoreUser(app.db, { hash: request.params.hash });
    if (!user) throw notFound(REVIEW_MESSAGES.userNotFound);
    return { data: user };
  });

  routeCall(app, REVIEW_STORE_CALL.updateReviewStatus, async (request) => {
    const { user_id: id, hash, status } = request.body;
    const user = await findStoreUser(app.db, id !== undefined ? { id } : { hash });
    if (!user) throw notFound(REVIEW_MESSAGES.userNotFound);
    const change = await setReviewStatus(app.db, user.id, status, request.ctx.adminId);
    if (change.changed) await publishStatusChange(app.db, app.events, app.log, change.reviewUuid, change.before);
    return { message: REVIEW_MESSAGES.reviewStatusUpdated, data: (await findStoreUser(app.db, { id: user.id }))! };
  });

  routeCall(app, REVIEW_STORE_CALL.listToReview, async (request) => ({
    data: await usersToReview(app.db, request.ctx.adminId),
  }));

  routeCall(app, REVIEW_STORE_CALL.countNeedReview, async (request) => ({
    data: await countUsersNeedingReview(app.db, request.ctx.adminId),
  }));

  routeCall(app, REVIEW_STORE_CALL.userToReview, async (request) => ({
    data: (await usersToReview(app.db, request.ctx.adminId, 1))[0] ?? null,
  }));
};
