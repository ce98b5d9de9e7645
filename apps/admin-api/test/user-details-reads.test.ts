import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUYER_BAN_TYPES,
  USER_DETAILS_MESSAGES,
  ZBuyerBansAnswer,
  ZCheckBreachesAnswer,
  ZCheckConnectedAccountsAnswer,
  ZCountriesAnswer,
  ZDatabaseDataAnswer,
  ZEventStepsAnswer,
  ZExchangeRateAnswer,
  ZFraudDomainAnswer,
  ZHighRiskProfilingUsersAnswer,
  ZIapGroupAnswer,
  ZIapRowsAnswer,
  ZLifetimeReconciliationsAnswer,
  ZOfferOverviewAnswer,
  ZPatternRiskUsersAnswer,
  ZPersonalDataAnswer,
  ZProfilingBasicsAnswer,
  ZSameOffersTakenAnswer,
  ZSimilarProfilingAnswer,
  ZUserDetailsAnswer,
  ZUsersByCarrierAnswer,
  offerEventCreditDisplay,
} from '@bo/contract';
import { DEMO_COUNTRIES, USER_DETAILS_SHOWCASE_IDS as S } from '@bo/db';
import type { TestAdminApi } from './helper.ts';
import { buildUserDetailsApi, get, getParsed } from './user-details-helper.ts';

let api: TestAdminApi;

beforeAll(async () => {
  api = await buildUserDetailsApi();
});
afterAll(async () => {
  await api?.close();
});

const hashOf = async (id: number): Promise<string> =>
  (await api.db.query<{ hash: string }>('SELECT hash FROM admin.users WHERE id = $1', [id])).rows[0]!.hash;

describe('reconciliation, related users, pattern risk', () => {
  it('lifetime reconciliations: total percent = sum reconciled / sum completes x 100, 2 decimals', async () => {
    const { data } = await getParsed(
      api,
      `/api/user/${S.shadowReviewReconciliation}/lifetime-reconciliations`,
      ZLifetimeReconciliationsAnswer,
    );
    const completes = data.rows.reduce((n, r) => n + r.completes_count, 0);
    const reconciled = data.rows.reduce((n, r) => n + r.reconciled_count, 0);
    expect(completes).toBeGreaterThan(0);
    expect(data.total).toEqual({
      completes_count: completes,
      reconciled_count: reconciled,
      percent: Number(((reconciled / completes) * 100).toFixed(2)),
    });
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.clicks WHERE user_id = $1 AND status = 1', [
      S.shadowReviewReconciliation,
    ]);
    expect(completes).toBe(rows[0]!.n);
  });

  it('same offers taken by related accounts', async () => {
    const { data } = await getParsed(api, `/api/user/${S.shadowBannedRelated}/same-offers-taken`, ZSameOffersTakenAnswer);
    const pairs = data.map((r) => `${r.user_id}:${r.offer_id}`);
    expect(pairs).toEqual(expect.arrayContaining(['44:1', '44:2', '45:1', '45:2']));
    expect(data.find((r) => r.user_id === 44 && r.offer_id === 1)).toMatchObject({ transaction_value: 19.99, matching_probability: 80 });
  });

  it('pattern-risk users of the sign-up pattern, overridable by query', async () => {
    const own = await getParsed(api, `/api/user/${S.powerUser}/pattern-risk-users`, ZPatternRiskUsersAnswer);
    expect(own.data.length).toBeLessThanOrEqual(own.total);
    const other = await getParsed(
      api,
      `/api/user/${S.powerUser}/pattern-risk-users?app_id=16&country_code=us&external_source=organic`,
      ZPatternRiskUsersAnswer,
    );
    const { rows } = await api.db.query<{ id: number; status: number }>(
      `SELECT o.id, o.status FROM admin.users o, admin.users me
       WHERE me.id = $1 AND o.app_id = 16 AND o.country_code = 'US' AND o.external_source = 'organic' AND o.id <> me.id
         AND o.created_at BETWEEN me.created_at - interval '7 days' AND me.created_at + interval '7 days'`,
      [S.powerUser],
    );
    expect(other.total).toBe(rows.length);
    expect(other.data.map((u) => u.id).sort((a, b) => a - b)).toEqual(rows.map((r) => Number(r.id)).sort((a, b) => a - b));
    expect((await get(api, '/api/user/987654/pattern-risk-users')).status).toBe(404);
  });
});

describe('offers, IAP and event steps', () => {
  it('lists the offers overview with events in every credit state', async () => {
    const { data } = await getParsed(api, `/api/user/${S.powerUser}/offer-details`, ZOfferOverviewAnswer);
    const events = data.flatMap((o) => o.events);
    const now = new Date();
    const labels = new Set(events.map((e) => offerEventCreditDisplay(e, now).label));
    for (const label of ['Credited', 'Pending', 'Crediting now...', 'Rejected', 'Hidden by admin', 'Duplicate device'])
      expect(labels, label).toContain(label);
    const progress = events.find((e) => e.progress_required_event_count === 4)!;
    expect(progress).toMatchObject({ events_counter: 2, delay_seconds: 7200, delay: '2h' });
    expect(data.every((o) => o.user_id === S.powerUser)).toBe(true);
  });

  it("groups IAP by offer and lists an offer's purchases and a reward's steps", async () => {
    const groups = await getParsed(api, `/api/user/${S.powerUser}/iap-data-group-offer`, ZIapGroupAnswer);
    const group = groups.data.find((g) => g.transactions_count === 3)!;
    expect(group.transaction_value_sum).toBe(34.97);
    const rows = await getParsed(api, `/api/user/${S.powerUser}/iap-data/${group.offer_id}`, ZIapRowsAnswer);
    expect(rows.data.map((r) => r.transaction_value).sort()).toEqual([19.99, 4.99, 9.99].sort());
    const overview = await getParsed(api, `/api/user/${S.powerUser}/offer-details`, ZOfferOverviewAnswer);
    const rewardId = overview.data.flatMap((o) => o.events).find((e) => e.progress_required_event_count === 4)!.reward_id!;
    const steps = await getParsed(api, `/api/user/${S.powerUser}/event-steps/${encodeURIComponent(rewardId)}`, ZEventStepsAnswer);
    expect(steps.data).toHaveLength(2);
    expect(steps.data.every((s) => s.is_paid === false)).toBe(true);
  });
});

describe('the user record, personal data, buyer bans', () => {
  it('database data is the user row as key/value', async () => {
    const { data } = await getParsed(api, `/api/user/${S.bannedRedFlags}/database-data`, ZDatabaseDataAnswer);
    const map = new Map(data.map((r) => [r.key, r.value]));
    expect(map.get('id')).toBe(String(S.bannedRedFlags));
    expect(map.get('email')).toBe('tunde.okafor11@mailinator.com');
    expect(map.get('banned_message')).toBe('Fraudulent profiling answers');
    expect(data[0]?.key).toBe('id');
    expect(await get(api, '/api/user/987654/database-data')).toEqual({
      status: 404,
      body: { errors: USER_DETAILS_MESSAGES.userNotFound(987654) },
    });
  });

  it('personal data: e-mail, phones and profiling by question', async () => {
    const { data } = await getParsed(api, `/api/user/${S.bannedRedFlags}/personal-data`, ZPersonalDataAnswer);
    expect(data.email).toBe('tunde.okafor11@mailinator.com');
    expect(data.phone_numbers).toEqual(['+2348030000011']);
    const employment = data.profiling_grouped.find((g) => g.question_text === 'What is your employment status?');
    expect(employment?.answers).toEqual(['Student']);
  });

  it('buyer bans at one supplier, with type names', async () => {
    const { data } = await getParsed(api, `/api/user/${S.bannedRedFlags}/buyer-bans/6`, ZBuyerBansAnswer);
    expect(data).toHaveLength(2);
    for (const ban of data) expect(ban.type_name).toBe(BUYER_BAN_TYPES[ban.type]);
    expect((await getParsed(api, `/api/user/${S.bannedRedFlags}/buyer-bans/7`, ZBuyerBansAnswer)).data).toEqual([]);
  });
});

describe('checks by hash', () => {
  it('running the breach check shows its result from then on', async () => {
    const hash = await hashOf(S.clean);
    const before = await getParsed(api, `/api/user/${S.clean}`, ZUserDetailsAnswer);
    expect(before.data.email_breaches.checked).toBe(false);
    const check = await getParsed(api, `/api/user/${hash}/check-breaches`, ZCheckBreachesAnswer);
    expect(check.data).toEqual({ checked: true, count: 0, breach_list: [], email_age: null });
    const after = await getParsed(api, `/api/user/${S.clean}`, ZUserDetailsAnswer);
    expect(after.data.email_breaches).toEqual(check.data);
  });

  it('the connected-accounts check answers its status and the accounts', async () => {
    const clean = await getParsed(api, `/api/user/${await hashOf(S.clean)}/check-connected-accounts`, ZCheckConnectedAccountsAnswer);
    expect(clean.data).toEqual({ status: 'no_connected', sum: 0, results: [] });
    const found = await getParsed(
      api,
      `/api/user/${await hashOf(S.protectedInfinite)}/check-connected-accounts`,
      ZCheckConnectedAccountsAnswer,
    );
    expect(found.data.status).toBe('connected');
    expect(found.data.sum).toBe(3);
    expect(found.data.results.map((r) => r.user_id)).toEqual([40, 41, 42]);
  });

  it('answers 404 for an unknown hash and 400 for a malformed one', async () => {
    expect(await get(api, '/api/user/0123456789abcdef0123456789abcdef/check-breaches')).toEqual({
      status: 404,
      body: { errors: USER_DETAILS_MESSAGES.userNotFound('0123456789abcdef0123456789abcdef') },
    });
    expect((await get(api, '/api/user/a%20b/check-breaches')).status).toBe(400);
  });
});

describe('profiling', () => {
  it('similar users share typed inputs; basics list the answers', async () => {
    const similar = await getParsed(api, `/api/user-profiling/${S.powerUser}/similar`, ZSimilarProfilingAnswer);
    for (const row of similar.data) {
      expect(row.user_id).not.toBe(S.powerUser);
      expect(row.similarity_percentage).toBeGreaterThan(0);
      expect(row.similarity_percentage).toBeLessThanOrEqual(100);
    }
    const basics = await getParsed(api, `/api/user-profiling/${S.bannedRedFlags}/basics`, ZProfilingBasicsAnswer);
    expect(basics.data).toContainEqual(
      expect.objectContaining({ question_text: 'What is your employment status?', answer_text: 'Student' }),
    );
  });

  it('fraud e-mail domains: the users at a domain, paged, with the high-risk flag', async () => {
    const risky = await getParsed(api, '/api/user-profiling/fraud-email-domains?emailDomain=Mailinator.com', ZFraudDomainAnswer);
    expect(risky.is_high_risk_email_domain).toBe(true);
    expect(risky.data.map((r) => r.id)).toContain(S.bannedRedFlags);
    expect(risky.paging.total).toBe(risky.data.length);
    const plain = await getParsed(
      api,
      '/api/user-profiling/fraud-email-domains?emailDomain=gmail.com&itemPerPage=5&page=2',
      ZFraudDomainAnswer,
    );
    expect(plain.is_high_risk_email_domain).toBe(false);
    expect(plain.paging).toMatchObject({ page: 2, number_of_page: 5, from: 6 });
    expect(plain.data.every((r) => r.email?.endsWith('@gmail.com'))).toBe(true);
    expect((await get(api, '/api/user-profiling/fraud-email-domains')).status).toBe(400);
  });

  it('the high-risk pair drill-down: total = banned + activated', async () => {
    const details = await getParsed(api, `/api/user/${S.bannedRedFlags}`, ZUserDetailsAnswer);
    const pair = details.data.quality.suspicious_user_profiling.data[0]!;
    const url = (type: string) =>
      `/api/ip-log/high-risk-metric/user-profiling/${pair.first_answer_id}/${pair.second_answer_id}/?type=${type}&itemPerPage=100`;
    const total = await getParsed(api, url('total'), ZHighRiskProfilingUsersAnswer);
    const banned = await getParsed(api, url('banned'), ZHighRiskProfilingUsersAnswer);
    const activated = await getParsed(api, url('activated'), ZHighRiskProfilingUsersAnswer);
    expect(total.paging.total).toBe(pair.total_users);
    expect(banned.paging.total).toBe(pair.banned_users);
    expect(activated.paging.total).toBe(pair.activated_users);
    expect(banned.data.every((u) => u.status === 2 || u.status === 3)).toBe(true);
    expect(total.data.map((u) => u.id)).toContain(S.bannedRedFlags);
    expect((await get(api, url('everyone'))).status).toBe(400);
  });
});

describe('carrier users and reference data', () => {
  it('users by carrier, paged', async () => {
    const { data, paging } = await getParsed(api, '/api/user/users-by-carrier/TextNow', ZUsersByCarrierAnswer);
    expect(data.map((u) => u.id)).toContain(S.bannedRedFlags);
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(DISTINCT user_id)::int AS n FROM admin.user_phone_verifications WHERE carrier = 'TextNow'`,
    );
    expect(paging.total).toBe(rows[0]!.n);
    const att = await getParsed(api, `/api/user/users-by-carrier/${encodeURIComponent('AT&T')}`, ZUsersByCarrierAnswer);
    expect(att.data.map((u) => u.id)).toContain(S.clean);
  });

  it('countries: every one with limit -1, the first n otherwise', async () => {
    const all = await getParsed(api, '/api/countries?limit=-1', ZCountriesAnswer);
    expect(all.data).toHaveLength(DEMO_COUNTRIES.length);
    expect(all.data).toContainEqual({ code: 'NG', name: 'Nigeria', default_currency: 'NGN' });
    expect((await getParsed(api, '/api/countries?limit=3', ZCountriesAnswer)).data).toHaveLength(3);
  });

  it('exchange rate of an app, 404 for an unknown app', async () => {
    expect((await getParsed(api, '/api/apps/16/exchange-rate', ZExchangeRateAnswer)).data).toEqual({
      app_id: 16,
      exchange_rate: 1000,
      currency_name: 'Coins',
    });
    expect(await get(api, '/api/apps/9999/exchange-rate')).toEqual({
      status: 404,
      body: { errors: USER_DETAILS_MESSAGES.appNotFound(9999) },
    });
  });
});
