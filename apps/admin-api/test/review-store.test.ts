import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEEDS_REVIEW_STATUSES, REVIEW_EVENT, REVIEW_MESSAGES, USER_STATISTIC_RELATIONS } from '@bo/contract';
import { startOperationsApi, type OperationsTestApi } from './operations-helper.ts';

const REVIEWER = 26;
let t: OperationsTestApi;

const post = (url: string, payload?: object, adminId = REVIEWER) =>
  t.call(adminId, { method: 'POST', url, ...(payload ? { payload } : {}) });

async function userWithoutReview(): Promise<{ id: number; hash: string }> {
  const { rows } = await t.db.query<{ id: number; hash: string }>(
    'SELECT id, hash FROM admin.users u WHERE NOT EXISTS (SELECT 1 FROM support.user_reviews r WHERE r.user_id = u.id) ORDER BY id LIMIT 1',
  );
  return rows[0]!;
}

beforeAll(async () => {
  t = await startOperationsApi();
});

beforeEach(() => {
  t.events.length = 0;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/users/get-by-hash/:hash', () => {
  it('answers the user with their review status, and 404 for an unknown hash', async () => {
    const { rows } = await t.db.query<{ id: number; hash: string; status: number }>(
      'SELECT u.id, u.hash, r.status FROM admin.users u JOIN support.user_reviews r ON r.user_id = u.id ORDER BY u.id LIMIT 1',
    );
    const res = await t.call(REVIEWER, { method: 'GET', url: `/api/users/get-by-hash/${rows[0]!.hash}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: rows[0]!.id,
      hash: rows[0]!.hash,
      review_status: rows[0]!.status,
      review_uuid: expect.any(String),
    });
    const unknown = await t.call(REVIEWER, { method: 'GET', url: '/api/users/get-by-hash/no-such-hash' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: REVIEW_MESSAGES.userNotFound });
  });
});

describe('GET /api/users/get-statistics-data/:userId', () => {
  it('counts every relation when none is named, only the named ones otherwise', async () => {
    const all = await t.call(REVIEWER, { method: 'GET', url: '/api/users/get-statistics-data/1' });
    expect(all.statusCode).toBe(200);
    const { data } = all.json();
    expect(data.user.id).toBe(1);
    expect(Object.keys(data.statistics).sort()).toEqual([...USER_STATISTIC_RELATIONS].sort());
    const clicks = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.clicks WHERE user_id = 1');
    expect(data.statistics.clicks).toBe(clicks.rows[0]!.n);
    // User 1 holds the demo's long review history and a dozen notes.
    expect(data.statistics.review_history).toBeGreaterThan(99);
    expect(data.statistics.notes).toBe(12);
    const some = await t.call(REVIEWER, { method: 'GET', url: '/api/users/get-statistics-data/1?statisticRelations=clicks,completes' });
    expect(Object.keys(some.json().data.statistics)).toEqual(['clicks', 'completes']);
  });

  it('refuses an unknown relation (400) and answers 404 for an unknown user', async () => {
    const bad = await t.call(REVIEWER, { method: 'GET', url: '/api/users/get-statistics-data/1?statisticRelations=passwords' });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.call(REVIEWER, { method: 'GET', url: '/api/users/get-statistics-data/987654321' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/users/update-review-status', () => {
  it('changes a queued user status, records it and publishes the review events', async () => {
    const { rows } = await t.db.query<{ user_id: number; uuid: string; status: number; assignee_admin_id: number | null }>(
      'SELECT user_id, uuid::text AS uuid, status, assignee_admin_id FROM support.user_reviews WHERE status = 1 ORDER BY user_id LIMIT 1',
    );
    const review = rows[0]!;
    const res = await post('/api/users/update-review-status', { user_id: review.user_id, status: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: REVIEW_MESSAGES.reviewStatusUpdated,
      data: { id: review.user_id, review_status: 4, review_status_label: 'Perfect' },
    });
    const history = await t.db.query(
      'SELECT event, previous_status, status, admin_id FROM support.review_history WHERE review_uuid = $1 ORDER BY id DESC LIMIT 1',
      [review.uuid],
    );
    expect(history.rows[0]).toEqual({ event: 'status_changed', previous_status: 1, status: 4, admin_id: REVIEWER });
    expect(t.events.map((e) => e.type)).toEqual([REVIEW_EVENT.removed, REVIEW_EVENT.added, REVIEW_EVENT.statistics]);
    expect(t.events[0]!.payload).toEqual({
      reason: 'status_changed',
      reviews: [{ uuid: review.uuid, user_id: review.user_id, previous_status: 1, previous_assignee_id: review.assignee_admin_id }],
    });
    expect(t.events[1]!.payload).toMatchObject({
      reason: 'status_changed',
      reviews: [{ uuid: review.uuid, status: 4, admin: { id: REVIEWER } }],
    });
  });

  it('queues a user found by hash who had no review yet', async () => {
    const user = await userWithoutReview();
    const res = await post('/api/users/update-review-status', { hash: user.hash, status: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, review_status: 2, review_uuid: expect.any(String) });
    const history = await t.db.query('SELECT event, status FROM support.review_history WHERE user_id = $1', [user.id]);
    expect(history.rows).toEqual([{ event: 'created', status: 2 }]);
    expect(t.events.map((e) => e.type)).toEqual([REVIEW_EVENT.added, REVIEW_EVENT.statistics]);
  });

  it('publishes nothing when the status does not change', async () => {
    const user = await t.db.query<{ user_id: number; status: number }>(
      'SELECT user_id, status FROM support.user_reviews ORDER BY user_id LIMIT 1',
    );
    const res = await post('/api/users/update-review-status', { user_id: user.rows[0]!.user_id, status: user.rows[0]!.status });
    expect(res.statusCode).toBe(200);
    expect(t.events).toEqual([]);
  });

  it('refuses a status outside 0-4 with 422, and a body naming no user', async () => {
    for (const status of [5, -1, 1.5, '2']) {
      const res = await post('/api/users/update-review-status', { user_id: 1, status });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { status: [REVIEW_MESSAGES.reviewStatusInvalid] } });
    }
    const noUser = await post('/api/users/update-review-status', { status: 1 });
    expect(noUser.statusCode).toBe(422);
    expect(noUser.json()).toEqual({ errors: { user_id: [REVIEW_MESSAGES.userOrHashRequired] } });
    const unknown = await post('/api/users/update-review-status', { user_id: 987654321, status: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(t.events).toEqual([]);
  });
});

describe('the review queue of the review store', () => {
  it('counts the users needing review the admin can take (data.data)', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM support.user_reviews WHERE status = ANY($1::int[]) AND (assignee_admin_id = $2 OR assignee_admin_id IS NULL)',
      [[...NEEDS_REVIEW_STATUSES], REVIEWER],
    );
    const res = await post('/api/users/count-user-need-review');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: rows[0]!.n });
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('lists them, the admin’s own first, and gives the first as the next user to review', async () => {
    const list = (await post('/api/users/get-list-user-to-review')).json().data as {
      id: number;
      review_status: number;
      assignee: { id: number } | null;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((u) => NEEDS_REVIEW_STATUSES.includes(u.review_status))).toBe(true);
    expect(list.every((u) => u.assignee === null || u.assignee.id === REVIEWER)).toBe(true);
    const firstUnassigned = list.findIndex((u) => u.assignee === null);
    expect(list.slice(firstUnassigned).every((u) => u.assignee === null)).toBe(true);
    const next = (await post('/api/users/get-user-to-review')).json();
    expect(next.data.id).toBe(list[0]!.id);
  });

  it('answers null and 0 when nobody needs review', async () => {
    await t.db.query('UPDATE support.user_reviews SET status = 3 WHERE status = ANY($1::int[])', [[...NEEDS_REVIEW_STATUSES]]);
    expect((await post('/api/users/get-user-to-review')).json()).toEqual({ data: null });
    expect((await post('/api/users/count-user-need-review')).json()).toEqual({ data: 0 });
    expect((await post('/api/users/get-list-user-to-review')).json()).toEqual({ data: [] });
  });
});
