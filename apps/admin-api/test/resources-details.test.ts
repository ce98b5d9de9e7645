import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES, resources, ZClickBreakdownAnswer, ZEarnStarUserBasicAnswer, ZSurveyBasicAnswer } from '@bo/contract';
import { buildListEngineApi, type ListEngineApi } from './list-engine-helper.ts';

let api: ListEngineApi;

beforeAll(async () => {
  api = await buildListEngineApi();
});
afterAll(() => api?.close());

const one = async <T>(sql: string, params: unknown[] = []) => (await api.db.query<T>(sql, params)).rows[0]!;

describe('GET {url}/:id', () => {
  const withDetail = resources.filter((r) => r.detail);

  it('serves the detail of surveys, clicks, suppliers, buyers, publishers, apps, offers and questions', () => {
    expect(withDetail.map((r) => r.name).sort()).toEqual([
      'apps',
      'clicks',
      'offers',
      'publishers',
      'questions',
      'supplier_buyers',
      'suppliers',
      'surveys',
    ]);
  });

  for (const r of resources.filter((x) => x.detail)) {
    it(`${r.url}/:id answers the row, 404 '${r.detail!.entity} N not found' and 400 for a non-number`, async () => {
      const list = await api.get(`${r.url}?itemPerPage=1`);
      const first = (list.body.data as Array<Record<string, unknown>>)[0]!;
      const found = await api.get(`${r.url}/${String(first.id)}`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ data: first });

      const missing = await api.get(`${r.url}/987654321`);
      expect(missing).toMatchObject({ status: 404, body: { errors: LIST_MESSAGES.notFound(r.detail!.entity, 987654321) } });
      const bad = await api.get(`${r.url}/12abc`);
      expect(bad).toMatchObject({ status: 400, body: { errors: { id: [LIST_MESSAGES.wholeNumber] } } });
    });
  }

  it("words the not-found message like 'Survey 123 not found'", async () => {
    expect((await api.get('/api/surveys/123456')).body).toEqual({ errors: 'Survey 123456 not found' });
  });
});

describe('survey basic card', () => {
  it('answers the survey, its buyer and performance', async () => {
    const res = await api.get('/api/surveys/5/basic');
    expect(res.status).toBe(200);
    expect(ZSurveyBasicAnswer.safeParse(res.body).success).toBe(true);
    const s = await one<{ supplier_id: number; supplier_buyer_id: number | null; reasons: unknown; visibility: number }>(
      'SELECT * FROM admin.surveys WHERE id = 5',
    );
    const perf = await one<{ clicks: number; completes: number }>(
      'SELECT count(*)::int AS clicks, (count(*) FILTER (WHERE status = 1))::int AS completes FROM admin.clicks WHERE survey_id = 5',
    );
    const data = (
      res.body as {
        data: { survey: Record<string, unknown>; supplier_buyer: Record<string, unknown> | null; performance: Record<string, number> };
      }
    ).data;
    expect(data.survey).toMatchObject({
      id: 5,
      supplier_id: s.supplier_id,
      visibility: s.visibility,
      reasons: JSON.stringify(s.reasons),
      buyer_id: s.supplier_buyer_id,
    });
    expect(data.survey.created_at_timeago).toMatch(/ago$/);
    expect(data.performance).toEqual({
      clicks_count: perf.clicks,
      completes_count: perf.completes,
      completes_percentage: perf.clicks === 0 ? 0 : Math.round((perf.completes / perf.clicks) * 10000) / 100,
    });
    if (s.supplier_buyer_id !== null) expect(data.supplier_buyer).toMatchObject({ id: s.supplier_buyer_id });
    expect((await api.get('/api/surveys/424242/basic')).body).toEqual({ errors: LIST_MESSAGES.notFound('Survey', 424242) });
  });
});

describe('clicks breakdown', () => {
  it('counts a survey clicks by status name and response status', async () => {
    const res = await api.get('/api/surveys/12/click-breakdown');
    expect(res.status).toBe(200);
    expect(ZClickBreakdownAnswer.safeParse(res.body).success).toBe(true);
    const rows = (res.body as { data: Array<{ clicks_ct: number; name: string; response_status: string | null }> }).data;
    const total = await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.clicks WHERE survey_id = 12');
    expect(rows.reduce((sum, r) => sum + r.clicks_ct, 0)).toBe(total.n);
    expect(rows.filter((r) => r.response_status === 'complete').every((r) => r.name === 'Completed')).toBe(true);
    expect(new Set(rows.map((r) => r.name))).toEqual(
      new Set(rows.map((r) => r.name).filter((n) => ['Init', 'Completed', 'Screen out', 'Cancelled'].includes(n))),
    );
    expect((await api.get('/api/surveys/424242/click-breakdown')).status).toBe(404);
  });
});

describe('EarnStar user basic card', () => {
  it('answers the user, balance in cents, total reward and top rewards', async () => {
    const user = await one<{ id: number; balance: number; country_code: string }>(
      `SELECT u.id, u.balance, u.country_code FROM admin.users u WHERE u.app_id = 554 AND EXISTS (SELECT 1 FROM admin.clicks k WHERE k.user_id = u.id AND k.status = 1) ORDER BY u.id LIMIT 1`,
    );
    const res = await api.get(`/api/earn-star/user/${user.id}/basic`);
    expect(res.status).toBe(200);
    expect(ZEarnStarUserBasicAnswer.safeParse(res.body).success).toBe(true);
    const data = (
      res.body as { data: { user: Record<string, unknown>; balance: number; total_reward: number; top_rewards: Array<{ reward: number }> } }
    ).data;
    expect(data.user).toMatchObject({ id: user.id, app_id: 554, app_name: 'EarnStar', country_code: user.country_code.trim() });
    expect(data.balance).toBe(user.balance);
    const expected = await one<{ total: number }>(
      `SELECT ((SELECT coalesce(sum(user_reward), 0) FROM admin.clicks WHERE user_id = $1 AND status = 1)
             + (SELECT coalesce(sum(user_reward), 0) FROM admin.offer_events WHERE user_id = $1 AND credit_status = 1))::int AS total`,
      [user.id],
    );
    expect(data.total_reward).toBe(expected.total);
    expect(data.top_rewards.length).toBeGreaterThan(0);
    expect(data.top_rewards.length).toBeLessThanOrEqual(5);
    const rewards = data.top_rewards.map((r) => r.reward);
    expect(rewards).toEqual([...rewards].sort((a, b) => b - a));
  });

  it('answers 404 for a user of another app', async () => {
    const other = await one<{ id: number }>('SELECT id FROM admin.users WHERE app_id <> 554 ORDER BY id LIMIT 1');
    expect((await api.get(`/api/earn-star/user/${other.id}/basic`)).body).toEqual({ errors: LIST_MESSAGES.notFound('User', other.id) });
  });
});
