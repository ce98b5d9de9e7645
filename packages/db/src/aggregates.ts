import type { Queryable } from './types.ts';

/**
 * Platform-wide aggregates over every click that the user-details screen reads (migration 008): the
 * conversion per supplier and the reconciliation per survey. Too costly per request, so materialised
 * and refreshed by admin-api's periodic job (and by the demo seed).
 */
export const AGGREGATE_VIEWS = ['admin.supplier_conversion_stats', 'admin.survey_reconciliation_stats'] as const;

/**
 * Recomputes the aggregates. `concurrently` keeps them readable while they are rebuilt (each has a
 * unique index for it); a view never filled yet (WITH NO DATA) must be refreshed plainly once.
 * Through a SECURITY DEFINER function (migration 018): the services' role does not own the views.
 */
export async function refreshAggregates(q: Queryable, options: { concurrently?: boolean } = {}): Promise<void> {
  await q.query('SELECT admin.refresh_user_details_aggregates($1)', [options.concurrently === true]);
}
