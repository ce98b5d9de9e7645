import { CLICK_TICKET_STATUS, OPERATIONS_CALL } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';

/**
 * The badge counts of click tickets and survey attack apps, polled every 30 s (specification 03,
 * section 9); both read a partial index of the rows still waiting.
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, OPERATIONS_CALL.clickTicketsNotReviewedCount, async () => {
    const { rows } = await app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM admin.click_tickets WHERE status = ${CLICK_TICKET_STATUS.notReviewed}`,
    );
    return { count: rows[0]?.count ?? 0 };
  });

  routeCall(app, OPERATIONS_CALL.surveyAttacksAppsNotReviewedCount, async () => {
    const { rows } = await app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM admin.survey_attacks_apps WHERE NOT is_reviewed',
    );
    return { count: rows[0]?.count ?? 0 };
  });
};
