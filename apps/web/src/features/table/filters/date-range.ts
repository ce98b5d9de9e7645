/** A date range as the filter holds it: YYYY-MM-DD texts, '' when open. */
export interface DateRangeValue {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "To cannot be before From, and From cannot be after To" (specification 01, 5): the side just
 * changed gives way to the other one. YYYY-MM-DD compares correctly as text.
 */
export function keepRangeOrder(next: DateRangeValue, changed: 'from' | 'to'): DateRangeValue {
  const { from, to } = next;
  if (!DAY.test(from) || !DAY.test(to) || from <= to) return next;
  return changed === 'from' ? { from: to, to } : { from, to: from };
}
