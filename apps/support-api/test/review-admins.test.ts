import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@bo/contract';
import { AWAY_REVIEWER, NOT_REVIEWER, PAUSED_REVIEWER, REVIEWER, startSupportApi, type SupportTestApp } from './helper.ts';

let t: SupportTestApp;

beforeAll(async () => {
  t = await startSupportApi();
});

afterAll(async () => {
  await t?.close();
});

describe('GET and PUT /support/api/admin', () => {
  it('answers the calling admin with their review status', async () => {
    const res = await t.call(PAUSED_REVIEWER, { method: 'GET', url: '/support/api/admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: PAUSED_REVIEWER,
      name: 'Lucas Ferreira',
      hex_color: '#099268',
      is_review_admin: true,
      support_review_status: 0,
      support_review_status_label: 'Paused',
      is_assignable: true,
    });
  });

  it('lets a review admin change their own status', async () => {
    const res = await t.call(REVIEWER, { method: 'PUT', url: '/support/api/admin', payload: { support_review_status: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: REVIEWER,
      support_review_status: 2,
      support_review_status_label: 'Away',
      is_assignable: false,
    });
    const back = await t.call(REVIEWER, { method: 'PUT', url: '/support/api/admin', payload: { support_review_status: 1 } });
    expect(back.json().data).toMatchObject({ support_review_status: 1, is_assignable: true });
  });

  it('refuses a status outside 0-2 and an admin who is no review admin', async () => {
    const bad = await t.call(REVIEWER, { method: 'PUT', url: '/support/api/admin', payload: { support_review_status: 5 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: { support_review_status: [REVIEW_MESSAGES.supportReviewStatusInvalid] } });
    const notReviewer = await t.call(NOT_REVIEWER, { method: 'PUT', url: '/support/api/admin', payload: { support_review_status: 1 } });
    expect(notReviewer.statusCode).toBe(422);
    expect(notReviewer.json()).toEqual({ errors: { support_review_status: [REVIEW_MESSAGES.notReviewAdmin] } });
    const { rows } = await t.db.query('SELECT support_review_status FROM core.admins WHERE id = $1', [NOT_REVIEWER]);
    expect(rows[0]).toEqual({ support_review_status: null });
  });
});

describe('POST /support/api/admins/filter', () => {
  it('lists the review admins with status 0 or 1 by default: a status-0 admin included, status 2 not', async () => {
    const res = await t.call(REVIEWER, {
      method: 'POST',
      url: '/support/api/admins/filter',
      payload: { is_review_admin: 1, support_review_status: [0, 1] },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((a: { id: number }) => a.id);
    expect(ids.sort((a: number, b: number) => a - b)).toEqual([26, 32, 93, 201]);
    const defaults = await t.call(REVIEWER, { method: 'POST', url: '/support/api/admins/filter', payload: {} });
    expect(
      defaults
        .json()
        .data.map((a: { id: number }) => a.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual([26, 32, 93, 201]);
    const away = await t.call(REVIEWER, { method: 'POST', url: '/support/api/admins/filter', payload: { support_review_status: [2] } });
    expect(away.json().data.map((a: { id: number }) => a.id)).toEqual([AWAY_REVIEWER]);
  });
});
