import { describe, expect, it } from 'vitest';
import { REVIEWS_KEY } from './reviews.ts';
import { reviewDeskKeys, reviewDeskQueries } from './review-desk.ts';

describe('review desk query keys', () => {
  it('put every read of the desk under one key, so a review status change reloads them all', () => {
    for (const key of [reviewDeskKeys.next(), reviewDeskKeys.count(), reviewDeskKeys.statistics(7)])
      expect(key.slice(0, 1)).toEqual([...reviewDeskKeys.all]);
  });

  it('keep the desk apart from the review list, whose reassigns must not skip to the next user', () => {
    expect(reviewDeskKeys.all).not.toEqual(REVIEWS_KEY);
  });

  it('key the statistics by user and ask for them only once there is one', () => {
    expect(reviewDeskKeys.statistics(7)).not.toEqual(reviewDeskKeys.statistics(8));
    expect(reviewDeskQueries.statistics(undefined).enabled).toBe(false);
    expect(reviewDeskQueries.statistics(7).enabled).toBe(true);
  });
});
