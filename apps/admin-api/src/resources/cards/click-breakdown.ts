import { clickStatus, LIST_MESSAGES, type ClickBreakdownAnswer } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';

/**
 * The Clicks Breakdown modal (specification 01, sections 2.6 and 3): a survey's clicks counted by
 * click status (its label is `name`) and response status, largest first.
 */
export async function clickBreakdown(db: Queryable, surveyId: number): Promise<ClickBreakdownAnswer> {
  const exists = await db.query('SELECT 1 FROM admin.surveys WHERE id = $1', [surveyId]);
  if (exists.rows.length === 0) throw notFound(LIST_MESSAGES.notFound('Survey', surveyId));
  const { rows } = await db.query<{ status: number; response_status: string | null; clicks_ct: number }>(
    `SELECT status, response_status, count(*)::int AS clicks_ct
       FROM admin.clicks WHERE survey_id = $1
      GROUP BY status, response_status
      ORDER BY clicks_ct DESC, status, response_status`,
    [surveyId],
  );
  return {
    data: rows.map((r) => ({
      clicks_ct: r.clicks_ct,
      name: clickStatus.labelOf(r.status) ?? String(r.status),
      response_status: r.response_status,
    })),
  };
}
