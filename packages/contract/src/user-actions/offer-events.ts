import { z } from 'zod';
import { ZTimestamp } from '../user-details/schemas/common.ts';
import { ZPathId } from '../user-details/schemas/params.ts';

/**
 * Credit now and hide of an offer event (specification 02, sections 4, 7 and 8). Refusals name what
 * the action dialog would not have offered.
 */
export const OFFER_EVENT_MESSAGES = {
  notFound: (id: number | string): string => `Offer event ${id} not found`,
  alreadyCredited: 'The event is already credited.',
  alreadyHidden: 'The event is already hidden.',
  alreadyDue: 'The event is already being credited.',
  notActionable: 'The event cannot be changed in its current state.',
  hiddenReason: 'Hidden by admin',
} as const;

/** The disqualification flag of an event hidden by an admin (section 9). */
export const HIDDEN_BY_ADMIN_FLAG = 7;

export const ZOfferEventIdParams = z.object({ id: ZPathId });

/** The event after an action, in the offer event's own field names. */
export const ZOfferEventAfterAction = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  credit_status: z.union([z.literal(0), z.literal(1)]),
  status: z.number().int(),
  credit_date: ZTimestamp.nullable(),
  is_hidden: z.boolean(),
  disqualification_flag: z.number().int().nullable(),
  disqualification_reason: z.string().nullable(),
});
export type OfferEventAfterAction = z.infer<typeof ZOfferEventAfterAction>;

/** POST /api/offer-events/:id/credit-now: the screen reads credit_date (toast only when it is there). */
export const ZOfferEventCreditAnswer = z.object({ credit_date: ZTimestamp, data: ZOfferEventAfterAction });
/** POST /api/offer-events/:id/hide. */
export const ZOfferEventHideAnswer = z.object({ data: ZOfferEventAfterAction });
