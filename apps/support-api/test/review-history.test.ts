import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_HISTORY_LIMIT } from '@bo/contract';
import { REVIEWER, demoUsers, insertReviews, startSupportApi, type SupportTestApp } from './helper.ts';

let t: SupportTestApp;
let userId: number;

beforeAll(async () => {
  t = await startSupportApi();
  userId = (await demoUsers(t.db, 1))[0]!.id;
  const [uuid] = await insertReviews(t.db, [{ userId, status: 1, assignee: REVIEWER, ageHours: 500 }]);
  // 120 status changes, one an hour: 0 -> 1 -> 2 -> ... cycling through the five statuses.
  await t.db.query(
    `INSERT INTO support.review_history (review_uuid, user_id, event, previous_status, status, assignee_admin_id, admin_id, created_at)
     SELECT $1, $2, 'status_changed', (g - 1) % 5, g % 5, $3, $3, now() - make_interval(hours => 200 - g) FROM generate_series(1, 120) g`,
    [uuid, userId, REVIEWER],
  );
});

afterAll(async () => {
  await t?.close();
});

describe('GET /support/api/users/:userId/review-history', () => {
  it('answers the latest 99 entries, newest first', async () => {
    const res = await t.call(REVIEWER, { method: 'GET', url: `/support/api/users/${userId}/review-history` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(REVIEW_HISTORY_LIMIT);
    expect(data[0]).toMatchObject({
      event: 'status_changed',
      previous_status: 4,
      status: 0,
      status_label: 'New',
      admin: { id: REVIEWER, name: 'Amara Okafor' },
      assignee: { id: REVIEWER },
    });
    const times = data.map((e: { created_at: string }) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers an empty history for a user never reviewed, and 404 for an unknown user', async () => {
    const other = (await demoUsers(t.db, 2))[1]!.id;
    const empty = await t.call(REVIEWER, { method: 'GET', url: `/support/api/users/${other}/review-history` });
    expect(empty.json()).toEqual({ data: [] });
    const unknown = await t.call(REVIEWER, { method: 'GET', url: '/support/api/users/987654321/review-history' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: 'User not found.' });
  });
});
