import type { Reconciliation } from '@bo/contract';
import type { EntityTarget } from '../entities/labels/entity-target.ts';

/** Completes with this status are the reconciled ones the panel counts (section 2, item 10). */
export const RECONCILED_COMPLETE_STATUS = 2;

/**
 * The completes list filtered by the user, the panel's date range (first shown month to today)
 * and status 2, in the list engine's filter names.
 */
export function reconciledCompletesTarget(userId: number, reconciliation: Reconciliation, today: Date = new Date()): EntityTarget {
  const days = reconciliation.months.map((m) => m.first_day_of_month).sort();
  const to = today.toISOString().slice(0, 10);
  return {
    routeName: 'completes',
    query: {
      'filter[userId]': userId,
      'filter[status]': RECONCILED_COMPLETE_STATUS,
      'filter[completed_atFrom]': days[0] ?? to,
      'filter[completed_atTo]': to,
    },
  };
}
