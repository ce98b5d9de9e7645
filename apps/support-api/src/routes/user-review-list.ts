import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { SUPPORT_CALL, presentUserReview, type UserReviewRow } from '@bo/contract';
import { reviewWhere } from './reviews/filters.ts';
import { REVIEW_SELECT } from './reviews/load.ts';

/** POST /support/api/user-reviews?page&per_page: the filtered review list, 30 a page, newest first by default. */
export const userReviewListRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SUPPORT_CALL.reviewList, async (request) => {
    const { page, per_page: perPage } = request.query;
    const { filters, sort } = request.body;
    const where = reviewWhere(filters);
    const counted = await app.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM support.user_review_items i ${where.sql}`,
      where.params,
    );
    const total = counted.rows[0]?.total ?? 0;
    const direction = sort === 'oldest' ? 'ASC' : 'DESC';
    const n = where.params.length;
    const { rows } = await app.db.query<UserReviewRow>(
      `${REVIEW_SELECT} ${where.sql} ORDER BY i.created_at ${direction}, i.uuid ${direction} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, perPage, (page - 1) * perPage],
    );
    return {
      data: rows.map(presentUserReview),
      pagination: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
    };
  });
};
