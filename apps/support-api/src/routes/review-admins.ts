import { bodyErrorsAs422, notFound, routeCall, unprocessable, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { REVIEW_MESSAGES, SUPPORT_CALL } from '@bo/contract';
import { listReviewAdmins, loadReviewAdmin } from './reviews/review-admins.ts';

/**
 * The calling admin's review status (GET/PUT /support/api/admin) and the review admins a review can
 * be assigned to (POST /support/api/admins/filter: is_review_admin 1, support_review_status [0, 1]).
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, SUPPORT_CALL.currentAdmin, async (request) => {
    const admin = await loadReviewAdmin(app.db, request.ctx.adminId);
    if (!admin) throw notFound(REVIEW_MESSAGES.adminNotFound);
    return { data: admin };
  });

  routeCall(app, SUPPORT_CALL.currentAdminUpdate, async (request) => {
    const { rows } = await app.db.query<{ id: number; is_review_admin: boolean }>(
      `UPDATE core.admins SET support_review_status = CASE WHEN is_review_admin THEN $2::smallint ELSE support_review_status END, updated_at = now()
        WHERE id = $1 RETURNING id, is_review_admin`,
      [request.ctx.adminId, request.body.support_review_status],
    );
    if (!rows[0]) throw notFound(REVIEW_MESSAGES.adminNotFound);
    if (!rows[0].is_review_admin) throw unprocessable({ support_review_status: [REVIEW_MESSAGES.notReviewAdmin] });
    return { data: (await loadReviewAdmin(app.db, request.ctx.adminId))! };
  });

  routeCall(app, SUPPORT_CALL.reviewAdmins, async (request) => ({
    data: await listReviewAdmins(app.db, request.body.is_review_admin, request.body.support_review_status),
  }));
};
