import type { OfferEvent, OfferEventCreditState } from '@bo/contract';

/** The credit-display fields of an event as the shared rules read them. */
export const creditStateOf = (e: OfferEvent): OfferEventCreditState => ({
  creditStatus: e.creditStatus,
  status: e.status,
  creditDate: e.creditDate,
  isHidden: e.isHidden,
  disqualificationFlag: e.disqualificationFlag,
  disqualificationReason: e.disqualificationReason,
});

/** The server's clock of the answer: 'Crediting now...' compares the credit date with it, not the browser's. */
export const serverNowOf = (e: OfferEvent): Date => new Date(e.serverTime);
