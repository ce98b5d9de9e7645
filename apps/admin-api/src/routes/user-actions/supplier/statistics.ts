import type { SupplierStatistic } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { loadSurveyTotals } from '../../../user-details/details/activity-totals.ts';
import { loadSupplierStatistics } from '../../../user-details/details/suppliers.ts';

/** The user's supplier statistics as GET /api/user/:id builds them: every supplier action answers them afresh. */
export async function supplierStatisticsOf(db: Queryable, userId: number): Promise<SupplierStatistic[]> {
  const surveys = loadSurveyTotals(db, userId);
  return (
    await loadSupplierStatistics(
      db,
      userId,
      surveys.then((s) => s.bySupplier),
    )
  ).rows;
}
