import type { SupplierStatistic } from '@bo/contract';

/** The two calls reactivation may make; each answers the user's supplier statistics. */
export interface ReactivationCalls {
  activate: (userId: number, supplierId: number) => Promise<SupplierStatistic[]>;
  lift: (userId: number, supplierId: number) => Promise<SupplierStatistic[]>;
}

/**
 * Reactivation (specification 02, section 4): a disable the user made is reactivated, then the ban
 * is lifted if the supplier still shows disabled; any other ban or disable is lifted directly.
 */
export async function reactivateSupplier(calls: ReactivationCalls, userId: number, row: SupplierStatistic): Promise<SupplierStatistic[]> {
  if (!row.is_disabled_by_user) return calls.lift(userId, row.id);
  const after = await calls.activate(userId, row.id);
  const status = after.find((s) => s.id === row.id)?.user_status;
  return status === 'disabled' ? calls.lift(userId, row.id) : after;
}
