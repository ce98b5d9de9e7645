import { z } from 'zod';
import { ZCount, ZPercent, ZTimestamp, dataOf } from './common.ts';

/** One supplier ban or disable of the user (type 5 ban, 6 disable). */
export const ZUserSupplierBan = z.object({
  id: z.number().int(),
  supplier_id: z.number().int(),
  type: z.number().int(),
  reasons: z.string().nullable(),
  created_at: ZTimestamp,
  end_at: ZTimestamp.nullable(),
  /** Lifted bans stay in the list with the time they were lifted. */
  lifted_at: ZTimestamp.nullable(),
});
export type UserSupplierBan = z.infer<typeof ZUserSupplierBan>;
/** A ban with its supplier's name, as the user's bans table lists them across suppliers. */
export type SupplierBanRow = UserSupplierBan & { supplier: string };

/** One of the user's hashes at a supplier; status 1 active, 0 inactive (reset). */
export const ZSupplierHash = z.object({
  hash: z.string(),
  external_id: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  created_at: ZTimestamp,
});

/** A supplier statistics row (specification 02, section 3). */
export const ZSupplierStatistic = z.object({
  id: z.number().int(),
  name: z.string(),
  user_status: z.enum(['active', 'banned', 'disabled']),
  banned_reasons: z.string().nullable(),
  is_disabled_by_user: z.boolean(),
  banned_until: ZTimestamp.nullable(),
  user_bans: z.array(ZUserSupplierBan),
  /** How many times the user's hash at this supplier was reset. */
  reset_hashes: ZCount,
  all_hashes: z.array(ZSupplierHash),
  total_clicks: ZCount,
  total_reconciliations: ZCount,
  total_completes: ZCount,
  /** Completes that were not reconciled. */
  actual_completes: ZCount,
  /** Completes per click, percent. */
  conversion: ZPercent,
  /** The user's conversion at this supplier over the supplier's platform-wide conversion; null without clicks. */
  factor: z.number().nullable(),
  banned_buyers_count: ZCount,
});
export type SupplierStatistic = z.infer<typeof ZSupplierStatistic>;

/** Completes factor of the whole user: over every supplier, completes and actual completes; how many suppliers alert. */
export const ZCompletesFactor = z.object({ total: z.number().nullable(), total_actual: z.number().nullable(), total_alert: ZCount });

/** A buyer ban of the user (specification 02, section 3). */
export const ZBuyerBan = z.object({
  id: z.number().int(),
  supplier_buyer_name: z.string(),
  supplier_buyer_id: z.string(),
  type: z.number().int(),
  type_name: z.string(),
  created_at: ZTimestamp,
});
export const ZBuyerBansAnswer = dataOf(z.array(ZBuyerBan));
