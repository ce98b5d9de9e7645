import { LIST_MESSAGES, timeAgo, type SurveyBasicAnswer } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';

interface SurveyBasicRow {
  id: number;
  name: string;
  status: number;
  visibility: number;
  reasons: unknown;
  created_at: Date;
  country_name: string | null;
  country_code: string | null;
  supplier_id: number;
  supplier_name: string;
  revenue: number;
  buyer_row_id: number | null;
  supplier_buyer_id: string | null;
  supplier_buyer_name: string | null;
  clicks_count: number;
  completes_count: number;
}

/** The survey card (specification 01, section 3): the survey, its buyer and its conversion. */
export async function surveyBasic(db: Queryable, id: number, now = new Date()): Promise<SurveyBasicAnswer> {
  const { rows } = await db.query<SurveyBasicRow>(
    `SELECT s.id, s.name, s.status, s.visibility, s.reasons, s.created_at, c.name AS country_name, s.country_code,
            s.supplier_id, sp.name AS supplier_name, s.revenue::float8 AS revenue,
            sb.id AS buyer_row_id, sb.supplier_buyer_id, sb.supplier_buyer_name,
            (SELECT count(*) FROM admin.clicks k WHERE k.survey_id = s.id) AS clicks_count,
            (SELECT count(*) FROM admin.clicks k WHERE k.survey_id = s.id AND k.status = 1) AS completes_count
       FROM admin.surveys s
       JOIN admin.suppliers sp ON sp.id = s.supplier_id
       LEFT JOIN admin.supplier_buyers sb ON sb.id = s.supplier_buyer_id
       LEFT JOIN core.countries c ON c.code = s.country_code
      WHERE s.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound(LIST_MESSAGES.notFound('Survey', id));
  const clicks = Number(row.clicks_count);
  const completes = Number(row.completes_count);
  return {
    data: {
      survey: {
        id: row.id,
        name: row.name,
        status: row.status,
        visibility: row.visibility,
        reasons: JSON.stringify(row.reasons ?? []),
        created_at: row.created_at.toISOString(),
        created_at_timeago: timeAgo(row.created_at, { now }),
        country_name: row.country_name,
        country_code: row.country_code?.trim() ?? null,
        supplier_id: row.supplier_id,
        supplier_name: row.supplier_name,
        buyer_id: row.buyer_row_id,
        revenue: row.revenue,
      },
      supplier_buyer:
        row.buyer_row_id === null
          ? null
          : { id: row.buyer_row_id, supplier_buyer_id: row.supplier_buyer_id ?? '', supplier_buyer_name: row.supplier_buyer_name ?? '' },
      performance: {
        clicks_count: clicks,
        completes_count: completes,
        completes_percentage: clicks === 0 ? 0 : Math.round((completes / clicks) * 10_000) / 100,
      },
    },
  };
}
