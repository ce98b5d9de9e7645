import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_REVIEWS_PER_PAGE, type UserReview, type UserReviewListAnswer } from '@bo/contract';
import {
  OTHER_REVIEWER,
  PAUSED_REVIEWER,
  REVIEWER,
  demoUsers,
  insertReviews,
  startSupportApi,
  type DemoUser,
  type SupportTestApp,
} from './helper.ts';

let t: SupportTestApp;
let users: DemoUser[];
/** Review uuids by fixture name. */
const uuid: Record<string, string> = {};

const list = (body: unknown, query = '') =>
  t.call(REVIEWER, { method: 'POST', url: `/support/api/user-reviews${query}`, payload: body as object });
const uuidsOf = (answer: UserReviewListAnswer) => answer.data.map((r: UserReview) => r.uuid);

beforeAll(async () => {
  t = await startSupportApi();
  users = await demoUsers(t.db, 80);
  // 35 problem reviews (more than one page of 30), assigned round the reviewers, one an hour apart.
  const problems = users
    .slice(0, 35)
    .map((u, i) => ({ userId: u.id, status: 1, assignee: [REVIEWER, OTHER_REVIEWER, null][i % 3], ageHours: i + 1 }));
  const problemUuids = await insertReviews(t.db, problems);
  problemUuids.forEach((u, i) => (uuid[`problem${i}`] = u));
  const others = await insertReviews(t.db, [
    { userId: users[40]!.id, status: 0, assignee: PAUSED_REVIEWER, ageHours: 2 },
    { userId: users[41]!.id, status: 2, assignee: REVIEWER, ageHours: 30 },
    { userId: users[42]!.id, status: 3, assignee: REVIEWER, ageHours: 200 },
    { userId: users[43]!.id, status: 4, assignee: null, ageHours: 5 },
  ]);
  ['new', 'review', 'good', 'perfect'].forEach((name, i) => (uuid[name] = others[i]!));
});

afterAll(async () => {
  await t?.close();
});

describe('POST /support/api/user-reviews', () => {
  it('lists problem reviews (status 1 by default), 30 a page, newest first', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const answer = res.json<UserReviewListAnswer>();
    expect(answer.pagination).toEqual({ current_page: 1, last_page: 2, per_page: USER_REVIEWS_PER_PAGE, total: 35 });
    expect(answer.data).toHaveLength(30);
    expect(answer.data.every((r) => r.status === 1 && r.status_label === 'Problem')).toBe(true);
    expect(uuidsOf(answer).slice(0, 3)).toEqual([uuid.problem0, uuid.problem1, uuid.problem2]);
    const first = answer.data[0]!;
    expect(first.user).toEqual({
      id: users[0]!.id,
      hash: expect.any(String),
      status: users[0]!.status,
      country_code: users[0]!.country_code,
      app: { id: users[0]!.app_id, name: expect.any(String) },
    });
    expect(first.assignee).toEqual({ id: REVIEWER, name: 'Amara Okafor', hex_color: '#0c8599' });
  });

  it('pages with ?page and ?per_page and sorts oldest first on request', async () => {
    const second = (await list({}, '?page=2')).json<UserReviewListAnswer>();
    expect(second.pagination.current_page).toBe(2);
    expect(uuidsOf(second)).toEqual([30, 31, 32, 33, 34].map((i) => uuid[`problem${i}`]));
    const oldest = (await list({ sort: 'oldest' }, '?per_page=2')).json<UserReviewListAnswer>();
    expect(uuidsOf(oldest)).toEqual([uuid.problem34, uuid.problem33]);
    expect(oldest.pagination).toEqual({ current_page: 1, last_page: 18, per_page: 2, total: 35 });
  });

  it('filters by status (null lists all), assignee (0 is not assigned), user, app, user status and country', async () => {
    const all = (await list({ filters: { status: null } }, '?per_page=100')).json<UserReviewListAnswer>();
    expect(all.pagination.total).toBe(39);
    const good = (await list({ filters: { status: 3 } })).json<UserReviewListAnswer>();
    expect(uuidsOf(good)).toEqual([uuid.good]);
    const unassigned = (await list({ filters: { status: null, admin_ids: [0] } }, '?per_page=100')).json<UserReviewListAnswer>();
    expect(unassigned.data.every((r) => r.assignee === null)).toBe(true);
    expect(unassigned.pagination.total).toBe(12);
    const paused = (
      await list({ filters: { status: null, admin_ids: [PAUSED_REVIEWER, 0] } }, '?per_page=100')
    ).json<UserReviewListAnswer>();
    expect(paused.pagination.total).toBe(13);
    const byUser = (await list({ filters: { status: null, user_id: users[41]!.id } })).json<UserReviewListAnswer>();
    expect(uuidsOf(byUser)).toEqual([uuid.review]);

    const firstProblems = users.slice(0, 35);
    const app = firstProblems[0]!.app_id;
    const byApp = (await list({ filters: { apps: [app] } }, '?per_page=100')).json<UserReviewListAnswer>();
    expect(byApp.pagination.total).toBe(firstProblems.filter((u) => u.app_id === app).length);
    expect(byApp.data.every((r) => r.user.app.id === app)).toBe(true);
    const status = firstProblems[0]!.status;
    const byUserStatus = (await list({ filters: { user_statuses: [status] } }, '?per_page=100')).json<UserReviewListAnswer>();
    expect(byUserStatus.pagination.total).toBe(firstProblems.filter((u) => u.status === status).length);
    const country = firstProblems.find((u) => u.country_code)!.country_code!;
    const byCountry = (await list({ filters: { countries: [country.toLowerCase()] } }, '?per_page=100')).json<UserReviewListAnswer>();
    expect(byCountry.pagination.total).toBe(firstProblems.filter((u) => u.country_code === country).length);
  });

  it('refuses a page size over the limit', async () => {
    const res = await list({}, '?per_page=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('per_page');
  });
});

describe('GET /support/api/user-reviews/list/filters', () => {
  it('offers users, assignable review admins (status 0 included), apps, user statuses, review statuses and countries', async () => {
    const res = await t.call(REVIEWER, { method: 'GET', url: '/support/api/user-reviews/list/filters' });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.status).toEqual([
      { value: 0, label: 'New' },
      { value: 1, label: 'Problem' },
      { value: 2, label: 'Review' },
      { value: 3, label: 'Good' },
      { value: 4, label: 'Perfect' },
    ]);
    expect(options.user_status.map((o: { label: string }) => o.label)).toEqual([
      'Active',
      'Banned',
      'Shadow Banned',
      'Review',
      'Shadow Review',
      'On Hold',
    ]);
    const adminIds = options.admin_id.map((o: { value: number }) => o.value);
    expect(adminIds[0]).toBe(0);
    expect(adminIds).toEqual(expect.arrayContaining([REVIEWER, OTHER_REVIEWER, PAUSED_REVIEWER, 201]));
    expect(adminIds).not.toContain(901);
    expect(options.user_id).toHaveLength(39);
    expect(options.apps.length).toBeGreaterThan(0);
    expect(options.countries.length).toBeGreaterThan(0);
  });
});

describe('GET /support/api/user-reviews/statistic', () => {
  it('counts reviews by status, and open reviews by app, assignee and age', async () => {
    const res = await t.call(REVIEWER, { method: 'GET', url: '/support/api/user-reviews/statistic' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(39);
    expect(data.by_status).toEqual([
      { status: 0, label: 'New', count: 1 },
      { status: 1, label: 'Problem', count: 35 },
      { status: 2, label: 'Review', count: 1 },
      { status: 3, label: 'Good', count: 1 },
      { status: 4, label: 'Perfect', count: 1 },
    ]);
    expect(data.open_total).toBe(37);
    expect(data.open_unassigned).toBe(11);
    const byAdmin = Object.fromEntries(data.by_admin.map((a: { admin_id: number | null; count: number }) => [String(a.admin_id), a.count]));
    expect(byAdmin).toEqual({ null: 11, [REVIEWER]: 13, [OTHER_REVIEWER]: 12, [PAUSED_REVIEWER]: 1 });
    expect(data.by_app.reduce((sum: number, a: { count: number }) => sum + a.count, 0)).toBe(37);
    // Ages: problems 1..35 hours, the new one 2 hours, the review one 30 hours.
    expect(data.by_age).toEqual([
      { bucket: 'under_1h', label: 'Under 1 hour', count: 0 },
      { bucket: 'under_24h', label: '1 to 24 hours', count: 24 },
      { bucket: 'under_7d', label: '1 to 7 days', count: 13 },
      { bucket: 'over_7d', label: 'Over 7 days', count: 0 },
    ]);
    expect(data.judged_today).toBe(0);
  });
});
