import { OFFER_EVENT_MESSAGES as M, offerEventActionsOpen, type OfferEventAfterAction } from '@bo/contract';
import { conflict, type HttpError } from '@bo/server-kit';

const creditState = (e: OfferEventAfterAction) => ({
  creditStatus: e.credit_status,
  status: e.status,
  creditDate: e.credit_date,
  isHidden: e.is_hidden,
  disqualificationFlag: e.disqualification_flag,
  disqualificationReason: e.disqualification_reason,
});

/**
 * Why the action dialog would not have been offered for this event (specification 02, section 4:
 * it opens when the event is pending or rejected and not already due for credit, or hidden), or
 * null when it would. Hiding a hidden event is refused as well: there is nothing to hide.
 */
export function offerEventRefusal(event: OfferEventAfterAction, action: 'credit-now' | 'hide', now: Date): HttpError | null {
  if (event.credit_status === 1) return conflict(M.alreadyCredited);
  if (action === 'hide' && event.is_hidden) return conflict(M.alreadyHidden);
  if (offerEventActionsOpen(creditState(event), now, true)) return null;
  return event.credit_date !== null && new Date(event.credit_date).getTime() <= now.getTime()
    ? conflict(M.alreadyDue)
    : conflict(M.notActionable);
}
