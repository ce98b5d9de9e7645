import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, SYSTEM_ALERTS_PER_PAGE } from '@bo/contract';
import { startOperationsApi, type OperationsTestApi } from './operations-helper.ts';

const ADMIN = 46;
let t: OperationsTestApi;

const get = (url: string) => t.call(ADMIN, { method: 'GET', url });
const notSeenCount = async () => (await get('/api/system-alerts/not-seen-count')).json().count as number;

beforeAll(async () => {
  t = await startOperationsApi();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/system-alerts', () => {
  it('lists alerts newest first with the list paging', async () => {
    const res = await get('/api/system-alerts?per_page=10');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.system_alerts');
    expect(answer.paging).toEqual({
      total: rows[0]!.n,
      from: 1,
      to: 10,
      total_page: Math.ceil(rows[0]!.n / 10),
      number_of_page: 10,
      page: 1,
      is_simple_paginate: false,
    });
    const times = answer.data.map((a: { created_at: string }) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(answer.data[0]).toMatchObject({
      id: expect.any(Number),
      type: expect.any(String),
      type_label: expect.any(String),
      title: expect.any(String),
      is_seen: expect.any(Boolean),
    });
    expect(answer.filterData.is_seen).toEqual([
      { value: 0, label: 'Not seen' },
      { value: 1, label: 'Seen' },
    ]);
    expect((await get('/api/system-alerts')).json().paging.number_of_page).toBe(SYSTEM_ALERTS_PER_PAGE);
  });

  it('filters by seen / not seen, type and creation date range', async () => {
    const notSeen = (await get('/api/system-alerts?is_seen=0&per_page=500')).json();
    expect(notSeen.data.length).toBeGreaterThan(0);
    expect(notSeen.data.every((a: { is_seen: boolean }) => !a.is_seen)).toBe(true);
    expect(notSeen.paging.total).toBe(await notSeenCount());
    const seen = (await get('/api/system-alerts?is_seen=true&per_page=500')).json();
    expect(
      seen.data.every((a: { is_seen: boolean; seen_at: string | null; seen_by: unknown }) => a.is_seen && a.seen_at && a.seen_by),
    ).toBe(true);

    const type = notSeen.data[0].type as string;
    const byType = (await get(`/api/system-alerts?type=${type}&per_page=500`)).json();
    expect(byType.data.every((a: { type: string }) => a.type === type)).toBe(true);

    const { rows } = await t.db.query<{ day: string; n: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n FROM admin.system_alerts GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const day = rows[0]!;
    const oneDay = (await get(`/api/system-alerts?created_from=${day.day}&created_to=${day.day}&per_page=500`)).json();
    expect(oneDay.paging.total).toBe(day.n);
    expect(oneDay.data.every((a: { created_at: string }) => a.created_at.startsWith(day.day))).toBe(true);
    const bad = await get('/api/system-alerts?created_from=yesterday');
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/system-alerts/:id', () => {
  it('marks an alert seen; afterwards the not-seen count is one lower', async () => {
    const before = await notSeenCount();
    const alert = (await get('/api/system-alerts?is_seen=0&per_page=1')).json().data[0];
    const res = await t.call(ADMIN, { method: 'PUT', url: `/api/system-alerts/${alert.id}`, payload: { is_seen: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ALERT_MESSAGES.markedSeen,
      data: { id: alert.id, is_seen: true, seen_by: { id: ADMIN, name: 'Hannah Vogel' } },
    });
    expect(await notSeenCount()).toBe(before - 1);

    // Seen again by someone else: still seen by the first admin, the count unchanged.
    const again = await t.call(26, { method: 'PUT', url: `/api/system-alerts/${alert.id}`, payload: { is_seen: true } });
    expect(again.json().data.seen_by.id).toBe(ADMIN);
    expect(await notSeenCount()).toBe(before - 1);
  });

  it('accepts only is_seen: true, and answers 404 for an unknown alert', async () => {
    const alert = (await get('/api/system-alerts?is_seen=0&per_page=1')).json().data[0];
    const unsee = await t.call(ADMIN, { method: 'PUT', url: `/api/system-alerts/${alert.id}`, payload: { is_seen: false } });
    expect(unsee.statusCode).toBe(422);
    expect(unsee.json()).toEqual({ errors: { is_seen: [ALERT_MESSAGES.onlyMarkSeen] } });
    const unknown = await t.call(ADMIN, { method: 'PUT', url: '/api/system-alerts/99999999', payload: { is_seen: true } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: ALERT_MESSAGES.alertNotFound });
  });
});

describe('not-reviewed counts of click tickets and survey attack apps', () => {
  it('count the waiting rows and drop when one is reviewed', async () => {
    const tickets = async () => (await get('/api/click-tickets/not-reviewed-count')).json();
    const attacks = async () => (await get('/api/survey-attacks-apps/count-not-reviewed')).json();
    const ticketRows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.click_tickets WHERE status = 0');
    const attackRows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.survey_attacks_apps WHERE NOT is_reviewed');
    expect(await tickets()).toEqual({ count: ticketRows.rows[0]!.n });
    expect(await attacks()).toEqual({ count: attackRows.rows[0]!.n });
    expect(ticketRows.rows[0]!.n).toBeGreaterThan(0);
    expect(attackRows.rows[0]!.n).toBeGreaterThan(0);
    await t.db.query(
      'UPDATE admin.click_tickets SET status = 1, reviewed_at = now() WHERE id = (SELECT min(id) FROM admin.click_tickets WHERE status = 0)',
    );
    await t.db.query(
      'UPDATE admin.survey_attacks_apps SET is_reviewed = true WHERE id = (SELECT min(id) FROM admin.survey_attacks_apps WHERE NOT is_reviewed)',
    );
    expect(await tickets()).toEqual({ count: ticketRows.rows[0]!.n - 1 });
    expect(await attacks()).toEqual({ count: attackRows.rows[0]!.n - 1 });
  });
});

describe('the click ticket and survey attack app tables (list engine)', () => {
  it('list click tickets filtered by status, the not-reviewed ones matching the badge count', async () => {
    const count = (await get('/api/click-tickets/not-reviewed-count')).json().count as number;
    const res = await get('/api/click-tickets?filter[status]=0&itemPerPage=500');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.paging.total).toBe(count);
    expect(answer.data.every((row: { status: number }) => row.status === 0)).toBe(true);
    expect(answer.data[0]).toMatchObject({
      id: expect.any(Number),
      user_id: expect.any(Number),
      reason: expect.any(String),
      message: expect.any(String),
    });
  });

  it('list survey attack apps filtered by reviewed, with app names', async () => {
    const count = (await get('/api/survey-attacks-apps/count-not-reviewed')).json().count as number;
    const res = await get('/api/survey-attacks-apps?filter[is_reviewed]=0&itemPerPage=500');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.paging.total).toBe(count);
    expect(answer.data.every((row: { is_reviewed: boolean; app_name: string }) => row.is_reviewed === false && row.app_name)).toBe(true);
  });
});
