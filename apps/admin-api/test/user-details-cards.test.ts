import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS, USER_DETAILS_MESSAGES, ZOfferBasicAnswer, ZSiblingUserBasicAnswer, ZUserBasicAnswer } from '@bo/contract';
import { USER_DETAILS_SHOWCASE_IDS as S } from '@bo/db';
import type { TestAdminApi } from './helper.ts';
import { buildUserDetailsApi, get, getParsed } from './user-details-helper.ts';

let api: TestAdminApi;

beforeAll(async () => {
  api = await buildUserDetailsApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/user/:id/basic', () => {
  it('answers the hover card with counts from the rows', async () => {
    const { data } = await getParsed(api, `/api/user/${S.bannedRedFlags}/basic`, ZUserBasicAnswer);
    const { rows } = await api.db.query<{ clicks: number; completes: number; reconciled: number }>(
      `SELECT count(*)::int AS clicks, count(*) FILTER (WHERE status = 1)::int AS completes, count(*) FILTER (WHERE complete_status = 2)::int AS reconciled
       FROM admin.clicks WHERE user_id = $1`,
      [S.bannedRedFlags],
    );
    const want = rows[0]!;
    expect(data).toMatchObject({
      id: S.bannedRedFlags,
      status: 2,
      app_id: 16,
      app_name: 'Five Surveys',
      country_code: 'NG',
      country_name: 'Nigeria',
    });
    expect(data.clicks_count).toBe(want.clicks);
    expect(data.completes_count).toBe(want.completes);
    expect(data.completes_percentage).toBe(Math.round((want.completes / want.clicks) * 10_000) / 100);
    expect(data.survey_performance.reconciled_count).toBe(want.reconciled);
    // Active bans only: suppliers 6 and 7; the lifted ban at 8 is not listed.
    expect(data.supplier_bans).toEqual([
      { supplier_id: 6, supplier_name: 'Dynata' },
      { supplier_id: 7, supplier_name: 'Toluna' },
    ]);
    expect(data.created_at_timeago).toMatch(/ago$/);
  });

  it('answers 404 and 400', async () => {
    expect(await get(api, '/api/user/987654/basic')).toEqual({ status: 404, body: { errors: USER_DETAILS_MESSAGES.userNotFound(987654) } });
    expect((await get(api, '/api/user/x/basic')).status).toBe(400);
  });
});

describe('sibling-app cards', () => {
  it('serves the card of each product for an account of that app', async () => {
    const cases: Array<[string, number, number]> = [
      ['prime-opinion', S.protectedInfinite, 13],
      ['five-surveys', 51, 16],
      ['hey-cash', 53, 18],
      ['top-surveys', S.noClicksNoPhone, 71],
      ['earn-star', S.deletedSiblings, 554],
    ];
    expect(cases.map((c) => c[0]).sort()).toEqual(PRODUCTS.map((p) => p.project).sort());
    for (const [project, id, appId] of cases) {
      const { data } = await getParsed(api, `/api/${project}/user/${id}/basic`, ZSiblingUserBasicAnswer);
      expect(data.user).toMatchObject({ id, app_id: appId });
      const { rows } = await api.db.query<{ balance: number }>('SELECT balance FROM admin.users WHERE id = $1', [id]);
      expect(data.balance).toBe(rows[0]!.balance);
      expect(data.total_reward).toBeGreaterThanOrEqual(data.top_rewards.reduce((n, r) => n + r.reward, 0));
    }
    const earnStar = await getParsed(api, `/api/earn-star/user/${S.deletedSiblings}/basic`, ZSiblingUserBasicAnswer);
    expect(earnStar.data.balance).toBe(12_345);
  });

  it('answers 404 for an account of another app', async () => {
    const res = await get(api, `/api/five-surveys/user/${S.protectedInfinite}/basic`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: USER_DETAILS_MESSAGES.userNotFound(S.protectedInfinite) });
  });
});

describe('GET /api/offer/:id/basic', () => {
  it('answers the offer card with clicks, events and revenue from the rows', async () => {
    const { data } = await getParsed(api, '/api/offer/1/basic', ZOfferBasicAnswer);
    const { rows } = await api.db.query<{ clicks: number; events: number; revenue: number; countries: string[] }>(
      `SELECT (SELECT count(*)::int FROM admin.offer_clicks WHERE offer_id = 1) AS clicks,
         (SELECT count(*)::int FROM admin.offer_events WHERE offer_id = 1) AS events,
         (SELECT coalesce(sum(revenue) FILTER (WHERE credit_status = 1), 0)::float8 FROM admin.offer_events WHERE offer_id = 1) AS revenue,
         (SELECT country_list FROM admin.offers WHERE id = 1) AS countries`,
    );
    const want = rows[0]!;
    expect(data).toMatchObject({ id: 1, clicks_count: want.clicks, events_count: want.events, country_list: want.countries.join(',') });
    expect(data.revenue_sum).toBeCloseTo(want.revenue, 2);
    expect(data.provider_name).not.toBe('');
  });

  it('answers 404 for an unknown offer', async () => {
    expect(await get(api, '/api/offer/999999/basic')).toEqual({
      status: 404,
      body: { errors: USER_DETAILS_MESSAGES.offerNotFound(999999) },
    });
  });
});
