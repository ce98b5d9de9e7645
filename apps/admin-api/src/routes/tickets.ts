import { CLICK_TICKET_STATUS, OPERATIONS_CALL, ZCountAnswer } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';

/**
 * The badge counts of click tickets and survey attack apps, polled every 30 s (specification 03,
 * section 9); both read a partial index of the rows still waiting.
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(OPERATIONS_CALL.clickTicketsNotReviewedCount.path, { schema: { response: { 200: ZCountAnswer } } }, async () => {
    const { rows } = await app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM admin.click_tickets WHERE status = ${CLICK_TICKET_STATUS.notReviewed}`,
    );
    return { count: rows[0]?.count ?? 0 };
  });

  app.get(OPERATIONS_CALL.surveyAttacksAppsNotReviewedCount.path, { schema: { response: { 200: ZCountAnswer } } }, async () => {
    const { rows } = await app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM admin.survey_attacks_apps WHERE NOT is_reviewed',
    );
    return { count: rows[0]?.count ?? 0 };
  });
};
