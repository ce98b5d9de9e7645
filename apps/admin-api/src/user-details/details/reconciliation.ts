import { RECONCILIATION_MONTHS, reconciliationConfidence, type Reconciliation, type ReconciliationMonth } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { HIGH_RECON_SURVEY, RECONCILIATION_WINDOW_DAYS } from '../constants.ts';
import { dayKey, lastMonths, monthKey, monthStart } from '../months.ts';
import { num, percent, round2 } from '../format.ts';

interface MonthRow {
  month: string;
  completes: number;
  reconciled: number;
  excluded_surveys: number;
  avg_days: number | null;
}

/**
 * The user's completes of the last months by UTC month, leaving out surveys that are high-recon
 * across the platform (survey_reconciliation_stats) and counting them for the star.
 */
export const MONTHS_SQL = `
  WITH high_recon AS (
    SELECT survey_id FROM admin.survey_reconciliation_stats WHERE completes >= $3 AND reconciled >= completes * $4::float8
  )
  SELECT to_char(m.month, 'YYYY-MM') AS month, m.completes, m.reconciled, m.excluded_surveys, m.avg_days
  FROM (
    SELECT date_trunc('month', c.created_at AT TIME ZONE 'UTC') AS month,
      count(*) FILTER (WHERE h.survey_id IS NULL)::int AS completes,
      count(*) FILTER (WHERE h.survey_id IS NULL AND c.complete_status = 2)::int AS reconciled,
      count(DISTINCT c.survey_id) FILTER (WHERE h.survey_id IS NOT NULL)::int AS excluded_surveys,
      (avg(extract(epoch FROM $5::timestamptz - c.created_at)) FILTER (WHERE h.survey_id IS NULL) / 86400)::float8 AS avg_days
    FROM admin.clicks c LEFT JOIN high_recon h ON h.survey_id = c.survey_id
    WHERE c.user_id = $1 AND c.status = 1 AND c.created_at >= $2
    GROUP BY 1
  ) m`;

/**
 * A young month has not seen all its reconciliations yet (they arrive within RECONCILIATION_WINDOW_DAYS):
 * its projection scales the current rate by how much of the window its completes have lived through.
 */
function project(current: number, avgDays: number): { projected: number; show: boolean } {
  if (avgDays >= RECONCILIATION_WINDOW_DAYS) return { projected: current, show: false };
  return { projected: Math.min(100, round2((current * RECONCILIATION_WINDOW_DAYS) / Math.max(1, avgDays))), show: true };
}

export async function loadReconciliation(db: Queryable, userId: number, now: Date): Promise<Reconciliation> {
  const from = monthStart(now, RECONCILIATION_MONTHS - 1);
  const { rows } = await db.query<MonthRow>(MONTHS_SQL, [userId, from, HIGH_RECON_SURVEY.minCompletes, HIGH_RECON_SURVEY.minShare, now]);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months: ReconciliationMonth[] = lastMonths(now, RECONCILIATION_MONTHS).map((start) => {
    const r = byMonth.get(monthKey(start));
    const completes = r?.completes ?? 0;
    const reconciled = r?.reconciled ?? 0;
    const avgDays = round2(num(r?.avg_days));
    const current = percent(reconciled, completes);
    const { projected, show } = completes > 0 ? project(current, avgDays) : { projected: 0, show: false };
    return {
      month: monthKey(start),
      reconciled_count: reconciled,
      completes_count: completes,
      current,
      projected,
      is_show_projected: show,
      avg_days_since_complete: avgDays,
      high_recon_surveys_excluded: r?.excluded_surveys ?? 0,
      first_day_of_month: dayKey(start),
      confidence: reconciliationConfidence(completes),
    };
  });
  const completes = months.reduce((n, m) => n + m.completes_count, 0);
  const reconciled = months.reduce((n, m) => n + m.reconciled_count, 0);
  return { months, total: { reconciled_count: reconciled, completes_count: completes, current: percent(reconciled, completes) } };
}
