import { parseUtc, type DateInput } from '../format/utc.ts';

/** What the offer-event credit display reads of an event (specification 02, section 4). */
export interface OfferEventCreditState {
  creditStatus: number;
  status: number;
  creditDate: DateInput | null;
  isHidden: boolean;
  disqualificationFlag: number | null;
  disqualificationReason: string | null;
}

export type OfferEventCreditLabel = 'Disqualified' | 'Credited' | 'Hidden' | 'Rejected' | 'Crediting now...' | 'Pending' | 'Unknown';

export interface OfferEventCreditDisplay {
  /** The reason of a disqualified event, or one of the fixed labels. */
  label: string;
  /** Disqualified events show in red. */
  tone: 'red' | null;
}

const isDue = (creditDate: DateInput | null, now: Date): boolean => {
  const date = parseUtc(creditDate);
  return date !== null && date.getTime() <= now.getTime();
};

/** The credit cell of an offer event, in the specification's order of checks. */
export function offerEventCreditDisplay(event: OfferEventCreditState, now: Date): OfferEventCreditDisplay {
  if (event.disqualificationFlag !== null) return { label: event.disqualificationReason || 'Disqualified', tone: 'red' };
  if (event.creditStatus === 1) return { label: 'Credited', tone: null };
  if (event.creditStatus === 0) {
    if (event.isHidden) return { label: 'Hidden', tone: null };
    if (event.status === 2) return { label: 'Rejected', tone: null };
    if (event.status === 0 || event.status === 1)
      return { label: isDue(event.creditDate, now) ? 'Crediting now...' : 'Pending', tone: null };
  }
  return { label: 'Unknown', tone: null };
}

/**
 * Whether the credit-now / hide dialog opens: only for managers, when the event is pending or
 * rejected and not already due for credit, or when it is hidden.
 */
export function offerEventActionsOpen(event: OfferEventCreditState, now: Date, isManager: boolean): boolean {
  if (!isManager) return false;
  if (event.isHidden) return true;
  const pendingOrRejected = event.creditStatus === 0 && (event.status === 0 || event.status === 1 || event.status === 2);
  return pendingOrRejected && !isDue(event.creditDate, now);
}
