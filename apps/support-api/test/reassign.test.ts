import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_EVENT, REVIEW_MESSAGES } from '@bo/contract';
import {
  AWAY_REVIEWER,
  NOT_REVIEWER,
  OTHER_REVIEWER,
  PAUSED_REVIEWER,
  REVIEWER,
  demoUsers,
  insertReviews,
  startSupportApi,
  type SupportTestApp,
} from './helper.ts';

let t: SupportTestApp;
let reviews: string[];

const reassign = (payload: object, adminId = REVIEWER) =>
  t.call(adminId, { method: 'PUT', url: '/support/api/user-reviews/reassign', payload });
const assigneeOf = async (uuid: string) =>
  (await t.db.query<{ assignee_admin_id: number | null }>('SELECT assignee_admin_id FROM support.user_reviews WHERE uuid = $1', [uuid]))
    .rows[0]?.assignee_admin_id;

beforeAll(async () => {
  t = await startSupportApi();
  const users = await demoUsers(t.db, 5);
  reviews = await insertReviews(
    t.db,
    users.map((u, i) => ({ userId: u.id, status: 1, assignee: i < 2 ? REVIEWER : null, ageHours: i + 1 })),
  );
});

beforeEach(() => {
  t.events.length = 0;
});

afterAll(async () => {
  await t?.close();
});

describe('PUT /support/api/user-reviews/reassign', () => {
  it('reassigns the valid reviews and reports malformed and unknown uuids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await reassign({
      admin_id: OTHER_REVIEWER,
      user_review_uuids: [reviews[0], 'not-a-uuid', reviews[2], unknown, reviews[0]],
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.success_count).toBe(2);
    expect(answer.failed_count).toBe(2);
    expect(answer.failed_uuids).toEqual(['not-a-uuid', unknown]);
    expect(answer.failures).toEqual([
      { uuid: 'not-a-uuid', reason: REVIEW_MESSAGES.invalidUuid },
      { uuid: unknown, reason: REVIEW_MESSAGES.reviewNotFound },
    ]);
    expect(answer.successful_reviews.map((r: { uuid: string }) => r.uuid).sort()).toEqual([reviews[0], reviews[2]].sort());
    expect(answer.successful_reviews.every((r: { assignee: { id: number } }) => r.assignee.id === OTHER_REVIEWER)).toBe(true);
    expect(await assigneeOf(reviews[0]!)).toBe(OTHER_REVIEWER);
    expect(await assigneeOf(reviews[2]!)).toBe(OTHER_REVIEWER);
    expect(await assigneeOf(reviews[1]!)).toBe(REVIEWER);
  });

  it('writes a "reassigned" history entry naming who did it', async () => {
    const { rows } = await t.db.query<{ event: string; assignee_admin_id: number; admin_id: number }>(
      `SELECT event, assignee_admin_id, admin_id FROM support.review_history WHERE review_uuid = $1 ORDER BY id`,
      [reviews[0]],
    );
    expect(rows).toEqual([
      { event: 'created', assignee_admin_id: REVIEWER, admin_id: null },
      { event: 'reassigned', assignee_admin_id: OTHER_REVIEWER, admin_id: REVIEWER },
    ]);
  });

  it('publishes review.removed, review.added and the statistic', async () => {
    const res = await reassign({ admin_id: PAUSED_REVIEWER, user_review_uuids: [reviews[1]] });
    expect(res.statusCode).toBe(200);
    expect(t.events.map((e) => e.type)).toEqual([REVIEW_EVENT.removed, REVIEW_EVENT.added, REVIEW_EVENT.statistics]);
    const [removed, added, statistic] = t.events;
    expect(removed!.audience).toEqual({ permission: ['user_reviews', 'support_user_reviews'] });
    expect(removed!.payload).toEqual({
      reason: 'reassigned',
      reviews: [{ uuid: reviews[1], user_id: expect.any(Number), previous_status: 1, previous_assignee_id: REVIEWER }],
    });
    expect(
      (added!.payload as { reviews: { uuid: string; assignee: { id: number } }[] }).reviews.map((r) => [r.uuid, r.assignee.id]),
    ).toEqual([[reviews[1], PAUSED_REVIEWER]]);
    expect((statistic!.payload as { total: number }).total).toBe(5);
  });

  it('counts a review already with that admin as successful, without events', async () => {
    const res = await reassign({ admin_id: PAUSED_REVIEWER, user_review_uuids: [reviews[1]] });
    expect(res.json()).toMatchObject({ success_count: 1, failed_count: 0, failed_uuids: [] });
    expect(t.events).toEqual([]);
  });

  it('refuses an admin who cannot be assigned reviews (422), changing nothing', async () => {
    for (const adminId of [AWAY_REVIEWER, NOT_REVIEWER]) {
      const res = await reassign({ admin_id: adminId, user_review_uuids: [reviews[3], reviews[4]] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { admin_id: [REVIEW_MESSAGES.adminNotAssignable] } });
    }
    const unknown = await reassign({ admin_id: 99_999, user_review_uuids: [reviews[3]] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { admin_id: [REVIEW_MESSAGES.adminNotFound] } });
    expect(await assigneeOf(reviews[3]!)).toBeNull();
    expect(t.events).toEqual([]);
  });

  it('needs at least one uuid', async () => {
    const res = await reassign({ admin_id: REVIEWER, user_review_uuids: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { user_review_uuids: [REVIEW_MESSAGES.reassignNoUuids] } });
  });
});
