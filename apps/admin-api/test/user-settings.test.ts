import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, SETTINGS_TOASTS, ZUserCommentAnswer, ZUserDetailsAnswer, ZUserSettingsAnswer } from '@bo/contract';
import type { TestAdminApi } from './helper.ts';
import { auditOf, demoUsers, expectOk, send } from './user-actions-helper.ts';
import { buildUserDetailsApi, getParsed } from './user-details-helper.ts';

let api: TestAdminApi;
/** Active demo users, one per describe block, so the blocks never see each other's writes. */
let users: number[];

beforeAll(async () => {
  api = await buildUserDetailsApi();
  users = await demoUsers(api, 1, 8, 40);
});
afterAll(async () => {
  await api?.close();
});

const settingsOf = (res: { body: unknown }) => ZUserSettingsAnswer.parse(res.body);
const userRow = async (id: number) =>
  (
    await api.db.query<Record<string, unknown>>(
      `SELECT research_defender, vpn_proxy_check, ip_location_check, offers_status, payout_adjustment::float AS payout_adjustment,
         min_publisher_payout::float AS min_publisher_payout, max_reconciliation_buyers::float AS max_reconciliation_buyers,
         btrim(country_code) AS country_code, languages, interface_language, birthday, comment, comment_updated_admin_id
       FROM admin.users WHERE id = $1`,
      [id],
    )
  ).rows[0]!;

/** A refused call: the status, the body, and nothing written (row and audit unchanged). */
async function expectRefused(userId: number, call: () => Promise<{ status: number; body: unknown }>, status: number, errors: unknown) {
  const rowBefore = await userRow(userId);
  const auditBefore = (await auditOf(api, userId)).audit.length;
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ errors });
  expect(await userRow(userId)).toEqual(rowBefore);
  expect((await auditOf(api, userId)).audit).toHaveLength(auditBefore);
}

describe('POST /api/user/:userId/setting-status', () => {
  it('turns each toggle off and on, answers the toast and writes one audit entry each', async () => {
    const id = users[0]!;
    for (const field of ['research_defender', 'vpn_proxy_check', 'ip_location_check'] as const) {
      const res = await send(api, 'POST', `/api/user/${id}/setting-status`, { field, status: false });
      expectOk(res);
      const answer = settingsOf(res);
      expect(answer.data[field]).toBe(false);
      expect((await userRow(id))[field]).toBe(false);
    }
    const messages = [
      settingsOf(await send(api, 'POST', `/api/user/${id}/setting-status`, { field: 'research_defender', status: true })).message,
    ];
    expect(messages).toEqual(['Research Defender has been updated!']);
    expect((await userRow(id)).research_defender).toBe(true);
    const { audit, logs } = await auditOf(api, id);
    expect(audit.map((a) => a.action)).toEqual(['setting_status', 'setting_status', 'setting_status', 'setting_status']);
    expect(audit[0]).toMatchObject({ admin_id: 1, before: { research_defender: true }, after: { research_defender: false } });
    expect(logs.map((l) => l.action)).toEqual(Array(4).fill('user.setting_status'));
    expect(logs[0]!.request_url).toBe(`/api/user/${id}/setting-status`);
  });

  it('sets the offers status 1, 2 or 3 and refuses anything else', async () => {
    const id = users[0]!;
    const res = await send(api, 'POST', `/api/user/${id}/setting-status`, { field: 'offers_status', status: 3 });
    expectOk(res);
    expect(settingsOf(res)).toMatchObject({ message: SETTINGS_TOASTS.settingUpdated('offers_status'), data: { offers_status: 3 } });
    const url = `/api/user/${id}/setting-status`;
    await expectRefused(id, () => send(api, 'POST', url, { field: 'offers_status', status: 4 }), 422, {
      status: [SETTINGS_MESSAGES.offersStatusInvalid],
    });
    await expectRefused(id, () => send(api, 'POST', url, { field: 'vpn_proxy_check', status: 1 }), 422, {
      status: [SETTINGS_MESSAGES.toggleStatusInvalid],
    });
    await expectRefused(id, () => send(api, 'POST', url, { field: 'balance', status: true }), 422, {
      field: [SETTINGS_MESSAGES.fieldInvalid],
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await send(api, 'POST', '/api/user/987654321/setting-status', { field: 'research_defender', status: false });
    expect(missing).toEqual({ status: 404, body: { errors: 'User 987654321 not found' } });
    const malformed = await send(api, 'POST', '/api/user/12abc/setting-status', { field: 'research_defender', status: false });
    expect(malformed.status).toBe(400);
  });
});

describe('PUT payout-adjustment, min-publisher-payout, max-reconciliation-buyers', () => {
  it('accepts Payout Adjustment 10 and 100, refuses 9 and 101 without writing', async () => {
    const id = users[1]!;
    const url = `/api/user/${id}/payout-adjustment`;
    for (const value of [10, 100, 55.5]) {
      const res = await send(api, 'PUT', url, { payout_adjustment: value });
      expectOk(res);
      expect(settingsOf(res)).toMatchObject({ message: 'Payout Adjustment has been update', data: { payout_adjustment: value } });
      expect((await userRow(id)).payout_adjustment).toBe(value);
    }
    for (const value of [9, 101, 9.99, '50', null]) {
      await expectRefused(id, () => send(api, 'PUT', url, { payout_adjustment: value }), 422, {
        payout_adjustment: [SETTINGS_MESSAGES.payoutAdjustmentInvalid],
      });
    }
    const { audit } = await auditOf(api, id);
    expect(audit.map((a) => a.after)).toEqual([{ payout_adjustment: 10 }, { payout_adjustment: 100 }, { payout_adjustment: 55.5 }]);
  });

  it('accepts Max Recon. Buyers 150 and 0, clears it with null, refuses 151 and negatives', async () => {
    const id = users[1]!;
    const url = `/api/user/${id}/max-reconciliation-buyers`;
    for (const value of [150, 0, null]) {
      const res = await send(api, 'PUT', url, { max_reconciliation_buyers: value });
      expectOk(res);
      expect(settingsOf(res)).toMatchObject({
        message: 'Max Reconciliation Buyers has been update',
        data: { max_reconciliation_buyers: value },
      });
    }
    for (const value of [151, 150.01, -1]) {
      await expectRefused(id, () => send(api, 'PUT', url, { max_reconciliation_buyers: value }), 422, {
        max_reconciliation_buyers: [SETTINGS_MESSAGES.maxReconciliationBuyersInvalid],
      });
    }
  });

  it('accepts Min Pub. Payout in dollars from 0, rounded to cents, refuses negatives and text', async () => {
    const id = users[1]!;
    const url = `/api/user/${id}/min-publisher-payout`;
    for (const [value, stored] of [
      [0, 0],
      [1.239, 1.24],
    ] as const) {
      const res = await send(api, 'PUT', url, { min_publisher_payout: value });
      expectOk(res);
      expect(settingsOf(res)).toMatchObject({ message: 'Min Publisher Payout has been update', data: { min_publisher_payout: stored } });
      expect((await userRow(id)).min_publisher_payout).toBe(stored);
    }
    for (const value of [-0.01, 'ten', 100_000_000]) {
      await expectRefused(id, () => send(api, 'PUT', url, { min_publisher_payout: value }), 422, {
        min_publisher_payout: [SETTINGS_MESSAGES.minPublisherPayoutInvalid],
      });
    }
  });
});

describe('PUT /api/user/:userId/reset-birthdate', () => {
  it('clears a birthday, then refuses a second reset and writes nothing', async () => {
    const id = users[2]!;
    await api.db.query("UPDATE admin.users SET birthday = date '1990-04-02' WHERE id = $1", [id]);
    const res = await send(api, 'PUT', `/api/user/${id}/reset-birthdate`);
    expectOk(res);
    expect(settingsOf(res)).toMatchObject({ message: 'Birthdate has been reset', data: { birthday: null } });
    expect((await userRow(id)).birthday).toBeNull();
    expect((await auditOf(api, id)).audit).toMatchObject([
      { action: 'reset_birthdate', before: { birthday: '1990-04-02' }, after: { birthday: null } },
    ]);
    await expectRefused(id, () => send(api, 'PUT', `/api/user/${id}/reset-birthdate`), 422, SETTINGS_MESSAGES.noBirthdate);
  });
});

describe('POST /api/user/:userId/comment', () => {
  it('saves the comment with the time and the admin, and answers the admin name and colour', async () => {
    const id = users[3]!;
    const started = Date.now();
    const res = await send(api, 'POST', `/api/user/${id}/comment`, { comment: '  Asked for ID on 2 May  ' }, { adminId: 26, role: 2 });
    expectOk(res);
    const { data } = ZUserCommentAnswer.parse(res.body);
    expect(data).toMatchObject({
      comment: 'Asked for ID on 2 May',
      comment_updated_admin_id: 26,
      commented_admin: { name: 'Amara Okafor' },
    });
    expect(data.commented_admin?.hex_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(Date.parse(data.comment_updated_at!)).toBeGreaterThanOrEqual(started - 5000);
    const details = await getParsed(api, `/api/user/${id}`, ZUserDetailsAnswer);
    expect(details.data.user).toMatchObject({
      comment: 'Asked for ID on 2 May',
      comment_updated_admin_id: 26,
      comment_admin_name: 'Amara Okafor',
    });
    expect((await auditOf(api, id)).audit).toMatchObject([
      { action: 'comment', admin_id: 26, after: { comment: 'Asked for ID on 2 May' } },
    ]);
  });

  it('clears the comment when it is blank, and refuses one that is not text', async () => {
    const id = users[3]!;
    const res = await send(api, 'POST', `/api/user/${id}/comment`, { comment: '   ' });
    expectOk(res);
    expect(ZUserCommentAnswer.parse(res.body).data).toMatchObject({ comment: null, comment_updated_admin_id: 1 });
    const refused = await send(api, 'POST', `/api/user/${id}/comment`, { comment: 42 });
    expect(refused.status).toBe(422);
    expect(refused.body).toHaveProperty('errors.comment');
  });
});

describe('country, languages and interface language', () => {
  it('sets a known country and refuses an unknown or malformed one', async () => {
    const id = users[4]!;
    const res = await send(api, 'PUT', `/api/user/${id}/country`, { country: 'de' });
    expectOk(res);
    expect(settingsOf(res)).toMatchObject({ message: SETTINGS_TOASTS.countryUpdated, data: { country: 'DE', country_name: 'Germany' } });
    expect((await userRow(id)).country_code).toBe('DE');
    await expectRefused(id, () => send(api, 'PUT', `/api/user/${id}/country`, { country: 'QQ' }), 422, {
      country: [SETTINGS_MESSAGES.countryUnknown('QQ')],
    });
    await expectRefused(id, () => send(api, 'PUT', `/api/user/${id}/country`, { country: 'Germany' }), 422, {
      country: [SETTINGS_MESSAGES.countryInvalid],
    });
  });

  it('replaces the languages with known codes, refuses an unknown one, and clears them with an empty list', async () => {
    const id = users[5]!;
    const url = `/api/user/${id}/languages`;
    const res = await send(api, 'PUT', url, { languages: [{ language: 'de' }, { language: 'en' }, { language: 'de' }] });
    expectOk(res);
    expect(settingsOf(res)).toMatchObject({
      message: 'Languages has been update',
      data: {
        languages: [
          { code: 'de', language: 'German' },
          { code: 'en', language: 'English' },
        ],
      },
    });
    await expectRefused(id, () => send(api, 'PUT', url, { languages: [{ language: 'en' }, { language: 'xx' }] }), 422, {
      languages: [SETTINGS_MESSAGES.languageUnknown(['xx'])],
    });
    expectOk(await send(api, 'PUT', url, { languages: [] }));
    expect((await userRow(id)).languages).toEqual([]);
    expect((await auditOf(api, id)).audit.map((a) => a.action)).toEqual(['languages', 'languages']);
  });

  it('sets the interface language from the path and refuses an unknown code', async () => {
    const id = users[6]!;
    const res = await send(api, 'POST', `/api/user/${id}/interface-language/fr`);
    expectOk(res);
    expect(settingsOf(res)).toMatchObject({ message: 'Interface Language has been update', data: { interface_language: 'fr' } });
    await expectRefused(id, () => send(api, 'POST', `/api/user/${id}/interface-language/xx`), 422, {
      code: [SETTINGS_MESSAGES.languageUnknown(['xx'])],
    });
    const malformed = await send(api, 'POST', `/api/user/${id}/interface-language/${encodeURIComponent('<b>')}`);
    expect(malformed.status).toBe(400);
    expect((await userRow(id)).interface_language).toBe('fr');
  });
});
