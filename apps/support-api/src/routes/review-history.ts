import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { REVIEW_HISTORY_LIMIT, SUPPORT_CALL, adminRefOf, isoTimestamp, reviewStatusLabel, type ReviewHistoryEntry } from '@bo/contract';
import { requireUser } from './reviews/users.ts';

interface HistoryRow {
  id: number;
  review_uuid: string;
  event: ReviewHistoryEntry['event'];
  previous_status: number | null;
  status: number;
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_color: string | null;
  admin_id: number | null;
  admin_name: string | null;
  admin_color: string | null;
  created_at: Date;
}

/** GET /support/api/users/:userId/review-history: the user's latest review changes, newest first, at most 99. */
export const reviewHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SUPPORT_CALL.reviewHistory, async (request) => {
    const { userId } = request.params;
    await requireUser(app.db, userId);
    const { rows } = await app.db.query<HistoryRow>(
      `SELECT h.id, h.review_uuid::text AS review_uuid, h.event, h.previous_status, h.status, h.created_at,
              asg.id AS assignee_id, asg.name AS assignee_name, asg.hex_color AS assignee_color,
              ad.id AS admin_id, ad.name AS admin_name, ad.hex_color AS admin_color
         FROM support.review_history h
         LEFT JOIN core.admins asg ON asg.id = h.assignee_admin_id
         LEFT JOIN core.admins ad ON ad.id = h.admin_id
        WHERE h.user_id = $1
        ORDER BY h.created_at DESC, h.id DESC
        LIMIT $2`,
      [userId, REVIEW_HISTORY_LIMIT],
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        review_uuid: r.review_uuid,
        event: r.event,
        previous_status: r.previous_status,
        status: r.status,
        status_label: reviewStatusLabel(r.status),
        assignee: adminRefOf(r.assignee_id, r.assignee_name, r.assignee_color),
        admin: adminRefOf(r.admin_id, r.admin_name, r.admin_color),
        created_at: isoTimestamp(r.created_at),
      })),
    };
  });
};
