import { describe, expect, it } from 'vitest';
import { NOT_REVIEWED_COUNTS, notReviewedCountQuery, operationsKeys } from './not-reviewed-counts.ts';

describe('not-reviewed count query keys', () => {
  it('give each screen its own count, polled at its own interval', () => {
    const [tickets, attacks] = NOT_REVIEWED_COUNTS;
    expect(operationsKeys.notReviewedCount(tickets.route)).not.toEqual(operationsKeys.notReviewedCount(attacks.route));
    expect(notReviewedCountQuery(tickets).queryKey).toEqual(operationsKeys.notReviewedCount('click_tickets'));
    expect(notReviewedCountQuery(attacks).refetchInterval).toBe(attacks.pollMs);
  });
});
