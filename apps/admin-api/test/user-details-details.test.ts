import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USER_DETAILS_MESSAGES,
  ZUserDetailsAnswer,
  daysLeftUntil,
  protectionWarning,
  reconciliationConfidence,
  type UserDetails,
} from '@bo/contract';
import { USER_DETAILS_SHOWCASE, USER_DETAILS_SHOWCASE_IDS as S, todayNoonUtc } from '@bo/db';
import type { TestAdminApi } from './helper.ts';
import { buildUserDetailsApi, get, getParsed } from './user-details-helper.ts';

let api: TestAdminApi;
const details = new Map<number, UserDetails>();

beforeAll(async () => {
  api = await buildUserDetailsApi();
  for (const { id } of USER_DETAILS_SHOWCASE) details.set(id, (await getParsed(api, `/api/user/${id}`, ZUserDetailsAnswer)).data);
});
afterAll(async () => {
  await api?.close();
});

const of = (id: number): UserDetails => details.get(id)!;

describe('GET /api/user/:id', () => {
  it('answers every showcase user in the contract shape, all six statuses among them', () => {
    expect(details.size).toBe(USER_DETAILS_SHOWCASE.length);
    expect(new Set([...details.values()].map((d) => d.user.status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('computes performance from the click rows', async () => {
    for (const id of [S.powerUser, S.shadowReviewReconciliation, S.bannedRedFlags]) {
      const { rows } = await api.db.query<{ clicks: number; completes: number; revenue: number }>(
        `SELECT count(*)::int AS clicks, count(*) FILTER (WHERE status = 1)::int AS completes, coalesce(sum(revenue) FILTER (WHERE status = 1), 0)::float8 AS revenue
         FROM admin.clicks WHERE user_id = $1`,
        [id],
      );
      const want = rows[0]!;
      expect(of(id).performance).toEqual({
        total_clicks: want.clicks,
        total_completes: want.completes,
        conversion: Math.round((want.completes / want.clicks) * 10_000) / 100,
        survey_revenue: Math.round(want.revenue * 100) / 100,
      });
      expect(of(id).user.completes_count).toBe(want.completes);
    }
  });

  it('shows every protection mode with what is left', () => {
    expect(of(S.protectedInfinite).user).toMatchObject({ status: 1, protected_status: 1, status_left_time: null });
    const untilDate = of(S.protectedUntilDate).user;
    expect(untilDate.protected_status).toBe(2);
    // The demo sets the end 36 hours after its own "now" (today's noon, UTC); the answer counts from the real clock.
    const left = (new Date(untilDate.protected_until!).getTime() - Date.now()) / 1000;
    expect(Math.abs(untilDate.status_left_time! - left)).toBeLessThan(120);
    expect(new Date(untilDate.protected_until!).getTime() - todayNoonUtc().getTime()).toBe(36 * 3_600_000);
    expect(daysLeftUntil(new Date(untilDate.protected_until!), new Date())).toBe(2);
    expect(protectionWarning({ protectedStatus: 2, daysLeft: daysLeftUntil(new Date(untilDate.protected_until!), new Date()) })).toBe(true);
    expect(untilDate.languages.map((l) => l.code)).toEqual(['de', 'en']);
    expect(of(S.protectedCompletes).user).toMatchObject({ protected_status: 3, completes_left: 4, offer_payout_left: 3 });
  });

  it('raises the red flags of the banned showcase user', () => {
    const d = of(S.bannedRedFlags);
    expect(d.user).toMatchObject({ status: 2, country: 'NG', banned_message: 'Fraudulent profiling answers' });
    expect(d.user.banned_until).not.toBeNull();
    expect(d.is_high_risk_email_domain).toBe(true);
    const q = d.quality;
    expect(q.is_suspicious_activity_pattern).toBe(true);
    expect(q.is_suspicious_click_pattern).toBe(true);
    expect(q.suspicious_user_profiling.flag).toBe(true);
    expect(q.suspicious_user_profiling.data[0]).toMatchObject({ first_answer: '$150,000 or more', second_answer: 'Student' });
    expect(q.high_risk_subnets.rows).toContainEqual(
      expect.objectContaining({ subnet: '203.0.113.0/24', total_users: 6, banned_users: 4, ban_rate: 66.67 }),
    );
    // Each high-risk group lists its banned users (section 2, item 15): ids ascending, Banned or Shadow Banned.
    const subnet = q.high_risk_subnets.rows.find((r) => r.subnet === '203.0.113.0/24')!;
    expect(subnet.banned_user_list).toHaveLength(4);
    expect(subnet.banned_user_list.map((u) => u.user_id)).toEqual(subnet.banned_user_list.map((u) => u.user_id).sort((x, y) => x - y));
    expect(subnet.banned_user_list.every((u) => u.status === 2 || u.status === 3)).toBe(true);
    expect(subnet.banned_user_list.map((u) => u.user_id)).not.toContain(S.bannedRedFlags);
    expect(q.high_risk_subnets.count).toBeGreaterThanOrEqual(1);
    expect(q.high_risk_ip_ranges.count).toBeGreaterThanOrEqual(1);
    expect(q.high_risk_cities.rows).toContainEqual(
      expect.objectContaining({ city: 'Ikeja', total_users: 6, banned_users: 4, ban_rate: 66.67 }),
    );
    expect(q.high_risk_cities.rows.find((r) => r.city === 'Ikeja')!.banned_user_list).toHaveLength(4);
    expect(q.high_risk_signup_ips.rows).toEqual([
      { signup_ip: '203.0.113.7', total_users: 4, banned_users: 4, ban_rate: 100, banned_user_list: expect.any(Array) },
    ]);
    expect(q.high_risk_signup_ips.rows[0]!.banned_user_list).toHaveLength(4);
    expect(q.ipqs_score).toBe(92);
    expect(q.timezone_mismatch).toEqual({
      device_timezone: 'Africa/Lagos',
      ip_timezone: 'America/New_York',
      is_mismatch: true,
      is_risky: true,
    });
    expect(q.country_mismatch).toMatchObject({ country: 'NG', is_risky: true });
    expect(q.supplier_bans_count).toBe(2);
    expect(q.ipqs_rdp_data).toEqual({ rdp_usage: 45, ipqs_unique_ips_avg: 7.5 });
    const supplier = (id: number) => d.supplier_statistics.find((s) => s.id === id)!;
    expect(supplier(6)).toMatchObject({ user_status: 'banned', banned_reasons: 'Speeding', banned_buyers_count: 2 });
    expect(supplier(6).banned_until).not.toBeNull();
    expect(supplier(7)).toMatchObject({ user_status: 'banned', banned_until: null });
    expect(supplier(8).user_status).toBe('active');
    expect(supplier(8).user_bans[0]?.lifted_at).not.toBeNull();
    expect(d.phone_verifications[0]).toMatchObject({ carrier: 'TextNow', delay: 840, is_copy_pasted: true, ipqs_score: 88 });
  });

  it('lists supplier statistics that add up to the performance', () => {
    const d = of(S.bannedRedFlags);
    expect(d.supplier_statistics.reduce((n, s) => n + s.total_clicks, 0)).toBe(d.performance.total_clicks);
    for (const s of d.supplier_statistics) expect(s.actual_completes).toBe(s.total_completes - s.total_reconciliations);
  });

  it('finds related accounts by phone, e-mail, device and IP, and the same offers taken', () => {
    const d = of(S.shadowBannedRelated);
    const byUser = new Map(d.related_accounts.results.map((r) => [r.user_id, r]));
    expect(byUser.get(45)).toMatchObject({
      matching_attributes: ['phone'],
      matching_probability: 100,
      formatted_matching_attributes: 'Phone',
    });
    expect(byUser.get(46)).toMatchObject({ matching_attributes: ['email'], matching_probability: 99 });
    expect(byUser.get(44)).toMatchObject({ matching_attributes: ['device'], matching_probability: 80, iap_data: 19.99 });
    expect(byUser.get(47)).toMatchObject({ matching_attributes: ['ip'], matching_probability: 50 });
    const probabilities = d.related_accounts.results.map((r) => r.matching_probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    expect(d.related_accounts.has_same_offers_taken).toBe(true);
    expect(d.related_accounts.summary.total_users).toBe(d.related_accounts.results.length);
  });

  it('shows the open-end answers with duplicates by banned users; review stops verification', () => {
    const d = of(S.reviewQualityAnswers);
    expect(d.can_trigger_verification).toBe(false);
    const pasted = d.quality_questions.answers.filter((a) => a.is_copy_pasted);
    expect(pasted).toHaveLength(2);
    expect(pasted.every((a) => a.answer.includes(USER_DETAILS_MESSAGES.copyPasteMarker))).toBe(true);
    const shopping = d.quality_questions.answers.find((a) => a.answer.startsWith('I went shopping'))!;
    expect(shopping.identical_count).toBeGreaterThanOrEqual(4);
    expect(shopping.banned_duplicate_percentage).toBeGreaterThan(0);
    const battery = d.quality_questions.answers.find((a) => a.answer.startsWith('It would be more useful'))!;
    expect(battery.similar_count).toBeGreaterThanOrEqual(4);
    expect(d.phone_verifications).toEqual([expect.objectContaining({ verified: false, delay: null })]);
  });

  it('figures the monthly reconciliation with high-recon surveys left out', () => {
    const r = of(S.shadowReviewReconciliation).reconciliation;
    expect(r.months).toHaveLength(6);
    expect(r.months.some((m) => m.high_recon_surveys_excluded > 0)).toBe(true);
    for (const m of r.months) {
      expect(m.current).toBe(m.completes_count ? Math.round((m.reconciled_count / m.completes_count) * 10_000) / 100 : 0);
      expect(m.confidence).toBe(reconciliationConfidence(m.completes_count));
      expect(m.first_day_of_month).toBe(`${m.month}-01`);
    }
    expect(r.total.completes_count).toBe(r.months.reduce((n, m) => n + m.completes_count, 0));
    expect(r.total.reconciled_count).toBe(r.months.reduce((n, m) => n + m.reconciled_count, 0));
  });

  it('shows a supplier the user disabled and its hash resets', () => {
    const d = of(S.onHoldSupplierDisabled);
    expect(d.user.status).toBe(6);
    expect(d.supplier_statistics.find((s) => s.id === 8)).toMatchObject({
      user_status: 'disabled',
      is_disabled_by_user: true,
      reset_hashes: 2,
    });
  });

  it('answers a user without clicks or phone in an app without verification', () => {
    const d = of(S.noClicksNoPhone);
    expect(d.user).toMatchObject({ app_id: 71, app_supports_verification: false, last_click: null, birthday: null });
    expect(d.performance).toEqual({ total_clicks: 0, total_completes: 0, conversion: 0, survey_revenue: 0 });
    expect(d.phone_verifications).toEqual([]);
    expect(d.can_trigger_verification).toBe(false);
    expect(d.completes_and_conversion_rates_thirty_days_ago.clicks).toHaveLength(30);
  });

  it('counts overlapping completes and charts the last 30 days', () => {
    const d = of(S.powerUser);
    expect(d.quality.overlapping_completes).toBeGreaterThanOrEqual(9);
    const rates = d.completes_and_conversion_rates_thirty_days_ago;
    expect(rates.labels).toHaveLength(30);
    expect(rates.clicks.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10);
    expect(d.daily_payout_chart.series.map((s) => s.name)).toEqual(['Surveys', 'Offers']);
    expect(d.user.iap_spend).toBeGreaterThan(0);
  });

  it('names the sibling accounts, deleted ones marked', () => {
    expect(of(S.protectedInfinite).user).toMatchObject({
      is_po: true,
      po_user_id: 3,
      is_fs: true,
      fs_user_id: 51,
      fs_user_deleted: false,
      is_hc: false,
    });
    expect(of(S.deletedSiblings).user).toMatchObject({
      is_es: true,
      es_user_id: 32,
      es_user_deleted: false,
      is_fs: true,
      fs_user_id: 52,
      fs_user_deleted: true,
      is_hc: true,
      hc_user_id: 53,
      hc_user_deleted: true,
    });
  });

  it('keeps the e-mail checks unchecked until run, and shows them once run', () => {
    expect(of(S.clean).email_breaches).toEqual({ checked: false, count: null, breach_list: [], email_age: null });
    expect(of(S.clean).connected_accounts).toEqual({ status: 'not_checked', sum: null });
    expect(of(S.protectedInfinite).email_breaches).toMatchObject({ checked: true, count: 3 });
    expect(of(S.protectedInfinite).connected_accounts).toEqual({ status: 'connected', sum: 3 });
    expect(of(S.protectedInfinite).other_accounts.results.map((r) => r.matching_probability)).toEqual([100, 99, 50]);
  });

  it('raises nothing for the clean user', () => {
    const q = of(S.clean).quality;
    expect([q.is_suspicious_activity_pattern, q.is_suspicious_click_pattern, q.suspicious_user_profiling.flag]).toEqual([
      false,
      false,
      false,
    ]);
    expect([q.high_risk_subnets.count, q.high_risk_ip_ranges.count, q.high_risk_cities.count, q.high_risk_signup_ips.count]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(of(S.clean).is_high_risk_email_domain).toBe(false);
  });

  it('answers 404 for a user that does not exist and 400 for a malformed id', async () => {
    expect(await get(api, '/api/user/987654')).toEqual({ status: 404, body: { errors: USER_DETAILS_MESSAGES.userNotFound(987654) } });
    for (const bad of ['abc', '0', '-1', '1.5', '12abc']) {
      expect(await get(api, `/api/user/${bad}`), bad).toEqual({ status: 400, body: { errors: { id: [USER_DETAILS_MESSAGES.idInvalid] } } });
    }
  });

  it('names the staff member reviewing the user while the review is open, nobody once it is closed', async () => {
    const reviewer = (await api.db.query<{ name: string; hex_color: string }>('SELECT name, hex_color FROM core.admins WHERE id = 93'))
      .rows[0]!;
    const staffReviewer = async () => (await getParsed(api, `/api/user/${S.clean}`, ZUserDetailsAnswer)).data.staff_reviewer;
    const review = (status: number) =>
      api.db.query(
        `INSERT INTO support.user_reviews (user_id, status, assignee_admin_id) VALUES ($1, $2, 93)
         ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status, assignee_admin_id = EXCLUDED.assignee_admin_id`,
        [S.clean, status],
      );
    await review(1);
    expect(await staffReviewer()).toEqual({ admin_id: 93, name: reviewer.name, hex_color: reviewer.hex_color });
    await review(3);
    expect(await staffReviewer()).toBeNull();
  });

  it('refuses a request without the gateway context', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/api/user/${S.clean}` });
    expect(res.statusCode).toBe(401);
  });
});
