import { z } from 'zod';
import { ZCount, ZDay, ZPercent, dataOf } from './common.ts';

/** A month of the reconciliation panel (specification 02, section 3, "Reconciliation row"). */
export const ZReconciliationMonth = z.object({
  /** YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  reconciled_count: ZCount,
  completes_count: ZCount,
  /** Reconciled per complete so far, percent. */
  current: ZPercent,
  /** Where the month is heading once its completes are old enough to be reconciled, percent. */
  projected: ZPercent,
  is_show_projected: z.boolean(),
  avg_days_since_complete: z.number(),
  /** Surveys left out of the month's figure for their own high reconciliation (the star). */
  high_recon_surveys_excluded: ZCount,
  first_day_of_month: ZDay,
  confidence: z.enum(['High', 'Medium', 'Low']),
});
export type ReconciliationMonth = z.infer<typeof ZReconciliationMonth>;

export const ZReconciliationTotal = z.object({ reconciled_count: ZCount, completes_count: ZCount, current: ZPercent });

export const ZReconciliation = z.object({ months: z.array(ZReconciliationMonth), total: ZReconciliationTotal });
export type Reconciliation = z.infer<typeof ZReconciliation>;

/** GET /api/user/:userId/lifetime-reconciliations: every month, and the lifetime percent (2 decimals). */
export const ZLifetimeReconciliationRow = z.object({ month: z.string(), completes_count: ZCount, reconciled_count: ZCount });
export const ZLifetimeReconciliations = z.object({
  rows: z.array(ZLifetimeReconciliationRow),
  total: z.object({ completes_count: ZCount, reconciled_count: ZCount, percent: ZPercent }),
});
export const ZLifetimeReconciliationsAnswer = dataOf(ZLifetimeReconciliations);
