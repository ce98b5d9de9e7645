import {
  DEFAULT_REVIEW_LIST_STATUS,
  DEFAULT_REVIEW_SORT,
  type UserReview,
  type UserReviewListAnswer,
  type UserStatusAnswer,
} from '@bo/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reviewedUserQuery, storeReturnedUser } from './review-user.ts';
import { reviewListQuery } from './reviews.ts';

const review = (uuid: string, userId: number, status: number): UserReview => ({
  uuid,
  status: 1,
  status_label: 'Open',
  user: { id: userId, hash: `h${userId}`, status, country_code: 'DE', app: { id: 1, name: 'App' } },
  admin: null,
  assignee: null,
  created_at: '2026-11-01 10:00:00',
  status_changed_at: '2026-11-01 10:00:00',
  updated_at: '2026-11-01 10:00:00',
});

describe('storeReturnedUser', () => {
  it('puts the returned user into its entry and every listed review of that user, leaving the others', () => {
    const client = new QueryClient();
    const view = { page: 1, filters: { status: DEFAULT_REVIEW_LIST_STATUS }, sort: DEFAULT_REVIEW_SORT };
    const list: UserReviewListAnswer = {
      data: [review('a', 7, 4), review('b', 8, 4)],
      pagination: { total: 2, per_page: 30, current_page: 1, last_page: 1 },
    };
    client.setQueryData(reviewListQuery(view).queryKey, list);
    // Only the fields the cache update reads; the rest of the user is carried through untouched.
    const answer = {
      user: { id: 7, status: 6 },
      phone_verifications: [],
      can_trigger_verification: false,
    } as unknown as UserStatusAnswer['data'];

    storeReturnedUser(client, answer);

    expect(client.getQueryData(reviewedUserQuery(7).queryKey)).toBe(answer);
    const rows = client.getQueryData(reviewListQuery(view).queryKey)?.data ?? [];
    expect(rows.map((r) => [r.user.id, r.user.status])).toEqual([
      [7, 6],
      [8, 4],
    ]);
  });
});
