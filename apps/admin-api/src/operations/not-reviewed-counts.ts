import { CLICK_TICKET_STATUS } from '@bo/contract';
import type { Queryable } from '@bo/db';

/** Click tickets still waiting for review (a partial index of those rows). */
export async function countClickTicketsNotReviewed(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM admin.click_tickets WHERE status = ${CLICK_TICKET_STATUS.notReviewed}`,
  );
  return rows[0]?.count ?? 0;
}

/** Survey attack apps still waiting for review (a partial index of those rows). */
export async function countSurveyAttackAppsNotReviewed(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM admin.survey_attacks_apps WHERE NOT is_reviewed');
  return rows[0]?.count ?? 0;
}
