import { z } from 'zod';
import { ZPathId } from '../user-details/schemas/params.ts';
import { dataOf } from '../user-details/schemas/common.ts';
import { ZSupplierStatistic } from '../user-details/schemas/suppliers.ts';
import { STATUS_ACTION_MESSAGES as M } from './status-messages.ts';
import { STATUS_COMMENT_MAX, isFutureDay } from './status-rules.ts';

/**
 * POST /api/user/:id/supplier-ban (specification 02, sections 4, 5 and 7): `id` is the supplier, type
 * 5 bans and 6 disables; the comment and the expiry follow the user ban's rules.
 */
export const ZSupplierBan = z
  .object({
    id: z.number().int().positive(),
    type: z.union([z.literal(5), z.literal(6)]),
    ban_indefinite: z.boolean().optional().default(false),
    ban_expiry: z.string().nullable().optional(),
    comment: z.string().trim().min(1, M.commentRequired).max(STATUS_COMMENT_MAX, M.commentRequired),
  })
  .superRefine((b, ctx) => {
    if (!b.ban_indefinite && !isFutureDay(b.ban_expiry))
      ctx.addIssue({ code: 'custom', path: ['ban_expiry'], message: M.banExpiryInvalid });
  });
export type SupplierBanInput = z.input<typeof ZSupplierBan>;
export type SupplierBan = z.output<typeof ZSupplierBan>;

/** The user and supplier of the activate, lift and reset calls. */
export const ZUserSupplierParams = z.object({ userId: ZPathId, supplierId: ZPathId });

/** Every supplier action answers the user's supplier statistics afresh. */
export const ZSupplierStatisticsAnswer = dataOf(z.object({ supplier_statistics: z.array(ZSupplierStatistic) }));
export type SupplierStatisticsAnswer = z.infer<typeof ZSupplierStatisticsAnswer>;
