import { bodyErrorsAs422, routeCall, unprocessable, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { REVIEW_MESSAGES, SUPPORT_CALL } from '@bo/contract';
import { loadReviews } from './reviews/load.ts';
import { publishReviewChanges } from './reviews/publish.ts';
import { reassignReviews } from './reviews/reassign.ts';
import { loadReviewAdmin } from './reviews/review-admins.ts';

/**
 * PUT /support/api/user-reviews/reassign {admin_id, user_review_uuids}: only a review admin with
 * status 0 or 1 can take reviews (422 otherwise); the known reviews move in one transaction and the
 * malformed or unknown uuids come back in failed_uuids with a reason each.
 */
export const userReviewReassignRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, SUPPORT_CALL.reassign, async (request) => {
    const { admin_id: adminId, user_review_uuids: uuids } = request.body;
    const admin = await loadReviewAdmin(app.db, adminId);
    if (!admin) throw unprocessable({ admin_id: [REVIEW_MESSAGES.adminNotFound] });
    if (!admin.is_assignable) throw unprocessable({ admin_id: [REVIEW_MESSAGES.adminNotAssignable] });

    const outcome = await reassignReviews(app.db, uuids, adminId, request.ctx.adminId);
    const successful = await loadReviews(app.db, outcome.assigned);
    const movedUuids = new Set(outcome.moved.map((m) => m.uuid));
    if (outcome.moved.length) {
      await publishReviewChanges(
        app,
        'reassigned',
        outcome.moved,
        successful.filter((r) => movedUuids.has(r.uuid)),
      );
    }
    return {
      successful_reviews: successful,
      failed_uuids: outcome.failures.map((f) => f.uuid),
      failures: outcome.failures,
      success_count: successful.length,
      failed_count: outcome.failures.length,
    };
  });
};
