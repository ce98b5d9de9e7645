import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindDataRow } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

/**
 * Issue 17's last screens on the full demo, through HTTP: Survey Attacks (and Mark reviewed), User
 * Filter Search, User Profiling Search, Find Data, High Risk Metrics and User Profiling Lookup; an
 * admin without the page (200: surveys only) is refused by the gateway.
 */
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 240_000);
afterAll(() => stack?.close());

type List = { data: Record<string, unknown>[]; paging: { total: number | null }; statistic_data?: Record<string, unknown> | null };
const one = async <T>(sql: string, params: unknown[] = []) => (await stack.db.query<T>(sql, params)).rows[0]!;
const get = async (url: string) => {
  const { status, body } = await stack.viaGateway(1, 'GET', url);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as List;
};

describe('Survey Attacks', () => {
  it('lists the windows with flagged share, filters by status and marks one reviewed once, action-logged', async () => {
    const open = await get('/api/survey-attacks?filter[status]=open');
    expect(open.data.length).toBeGreaterThan(0);
    expect(open.data.every((r) => r.status === 'open')).toBe(true);
    const row = open.data[0]!;
    const expected = await one<{ pct: number }>(
      'SELECT round(100.0 * cardinality(flagged_user_ids) / completes, 2)::float8 AS pct FROM admin.survey_attacks WHERE id = $1',
      [row.id],
    );
    expect(row.flagged_percent).toBe(expected.pct);
    const marked = await stack.viaGateway(1, 'POST', `/api/survey-attacks/${row.id}/reviewed`, {});
    expect(marked.status).toBe(200);
    expect((marked.body as { data: Record<string, unknown> }).data).toMatchObject({ status: 'reviewed' });
    expect((await stack.viaGateway(1, 'POST', `/api/survey-attacks/${row.id}/reviewed`, {})).status).toBe(409);
    const log = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.admin_logs WHERE action = 'survey_attack.mark_reviewed' AND (data->>'id')::bigint = $1`,
      [row.id],
    );
    expect(log.n).toBe(1);
  });

  it('refuses a bad filter naming it, and the page to an admin without it', async () => {
    const bad = await stack.viaGateway(1, 'GET', '/api/survey-attacks?filter[created_atFrom]=yesterday');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('filter[created_atFrom]');
    expect((await stack.viaGateway(200, 'GET', '/api/survey-attacks')).status).toBe(403);
    expect((await stack.viaGateway(200, 'POST', '/api/survey-attacks/1/reviewed', {})).status).toBe(403);
  });
});

describe('User Filter Search and User Profiling Search', () => {
  it('counts the users matching criteria, with completes from their clicks', async () => {
    const page = await get('/api/user-filter-search?filter[status]=2&filter[completesFrom]=1&itemPerPage=100');
    const expected = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM admin.users u WHERE u.status = 2 AND (SELECT count(*) FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1) >= 1',
    );
    expect(page.paging.total).toBe(expected.n);
    expect(expected.n).toBeGreaterThan(0);
    expect(page.data.every((r) => r.status === 2 && Number(r.completes) >= 1)).toBe(true);
    const bad = await stack.viaGateway(1, 'GET', '/api/user-filter-search?filter[completesFrom]=many');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('filter[completesFrom]');
  });

  it('finds who gave answers of two questions together (AND across questions)', async () => {
    const pair = await one<{ a: number; b: number; users: number }>(
      `SELECT x.answer_id AS a, y.answer_id AS b, count(DISTINCT x.user_id)::int AS users
       FROM admin.user_profiling_answers x JOIN admin.user_profiling_answers y ON y.user_id = x.user_id AND y.question_id > x.question_id
       WHERE x.answer_id IS NOT NULL AND y.answer_id IS NOT NULL GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
    );
    const page = await get(`/api/user-profiling-search?filter[answer_id][]=${pair.a}&filter[answer_id][]=${pair.b}&itemPerPage=500`);
    expect(page.paging.total).toBe(pair.users);
    expect(page.statistic_data).toMatchObject({ users: pair.users });
    // Each row names the answers that matched, as staff read them, and when the later was given.
    const labels = await stack.db.query<{ id: number; label: string }>(
      `SELECT qa.id, q.text || ': ' || qa.text AS label FROM admin.question_answers qa JOIN admin.questions q ON q.id = qa.question_id
       WHERE qa.id = ANY($1) ORDER BY q.text, qa.id`,
      [[pair.a, pair.b]],
    );
    expect(new Set(page.data.map((r) => r.matched_answers))).toEqual(new Set([labels.rows.map((r) => r.label).join('; ')]));
    const row = page.data[0]!;
    const last = await one<{ at: string }>(
      'SELECT max(created_at) AS at FROM admin.user_profiling_answers WHERE user_id = $1 AND answer_id = ANY($2)',
      [row.id, [pair.a, pair.b]],
    );
    expect(new Date(String(row.answered_at)).getTime()).toBe(new Date(last.at).getTime());
    // One answer: its users, each with that answer.
    const single = await get(`/api/user-profiling-search?filter[answer_id][]=${pair.a}&itemPerPage=5`);
    const label = labels.rows.find((r) => r.id === pair.a)!.label;
    expect(single.data.length).toBeGreaterThan(0);
    expect(single.data.every((r) => r.matched_answers === label)).toBe(true);
    // No answers chosen: every user, nothing matched.
    const all = await get('/api/user-profiling-search?itemPerPage=5');
    expect(all.data).toHaveLength(5);
    expect(all.data.every((r) => r.matched_answers === null)).toBe(true);
    expect((await stack.viaGateway(200, 'GET', '/api/user-profiling-search')).status).toBe(403);
  });
});

describe('Find Data', () => {
  it('finds users by e-mail, phone, IP, hash, external id, payout account and device id, naming what was not found', async () => {
    const u = await one<{ id: number; email: string; hash: string; external_user_id: string | null; device_id: string }>(
      'SELECT id::int, email, hash, external_user_id, device_id FROM admin.users WHERE id = 14',
    );
    const phone = await one<{ phone: string; user_id: number }>(
      'SELECT phone, user_id::int FROM admin.user_phone_verifications ORDER BY id LIMIT 1',
    );
    const pay = await one<{ payout_account: string; user_id: number }>(
      'SELECT payout_account, user_id::int FROM admin.payments WHERE payout_account IS NOT NULL ORDER BY id LIMIT 1',
    );
    const ip = await one<{ ip: string; user_id: number }>('SELECT host(ip) AS ip, user_id::int FROM admin.ip_logs ORDER BY id LIMIT 1');
    const inputs = [u.email.toUpperCase(), phone.phone, ip.ip, u.hash, u.device_id, pay.payout_account, 'nobody@nowhere.test'];
    const { status, body } = await stack.viaGateway(1, 'POST', '/api/find-data', { inputs });
    expect(status).toBe(200);
    const answer = body as { data: FindDataRow[]; not_found: string[] };
    const has = (input: string, field: string, userId: number) =>
      answer.data.some((r) => r.input === input && r.field === field && r.user_id === userId);
    expect(has(u.email.toUpperCase(), 'email', 14)).toBe(true);
    expect(has(phone.phone, 'phone', phone.user_id)).toBe(true);
    expect(has(ip.ip, 'ip', ip.user_id)).toBe(true);
    expect(has(u.hash, 'hash', 14)).toBe(true);
    expect(has(u.device_id, 'device_id', 14)).toBe(true);
    expect(has(pay.payout_account, 'payout_account', pay.user_id)).toBe(true);
    expect(answer.not_found).toEqual(['nobody@nowhere.test']);
  });

  it('answers bad input with {errors} naming the field, and refuses an admin without the page', async () => {
    const empty = await stack.viaGateway(1, 'POST', '/api/find-data', { inputs: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { inputs: expect.any(Array) } });
    expect((await stack.viaGateway(200, 'POST', '/api/find-data', { inputs: ['x@y.test'] })).status).toBe(403);
  });
});

describe('High Risk Metrics and User Profiling Lookup', () => {
  it('groups the red flags by tab with users, banned, ban rate and activated; a tab filters the rows', async () => {
    const all = await get('/api/reports/high-risk-metrics');
    expect(all.data.length).toBeGreaterThan(0);
    const subnets = await get('/api/reports/high-risk-metrics?filter[risk_kind_id][]=subnet&itemPerPage=200');
    expect(subnets.data.length).toBeGreaterThan(0);
    for (const r of subnets.data) {
      expect(r.risk_kind).toBe('Subnets');
      expect(Number(r.users)).toBeGreaterThanOrEqual(2);
      expect(Number(r.ban_rate)).toBeCloseTo((100 * Number(r.banned)) / Number(r.users), 1);
    }
    expect((await stack.viaGateway(200, 'GET', '/api/reports/high-risk-metrics')).status).toBe(403);
  });

  it('drills from a row to its users by total, banned and activated, the counts the row shows', async () => {
    const subnets = await get('/api/reports/high-risk-metrics?filter[risk_kind_id][]=subnet&itemPerPage=200');
    const row = subnets.data.find((r) => Number(r.banned) > 0 && Number(r.activated) > 0) ?? subnets.data[0]!;
    const base = `/api/reports/high-risk-metrics/users?kind=subnet&cluster=${encodeURIComponent(String(row.risk_value_id))}`;
    const total = (await get(`${base}&users=total`)) as unknown as { data: { status: number }[]; total: number };
    expect(total.total).toBe(Number(row.users));
    const banned = (await get(`${base}&users=banned`)) as unknown as { data: { status: number }[]; total: number };
    expect(banned.total).toBe(Number(row.banned));
    expect(banned.data.every((u) => [2, 3].includes(u.status))).toBe(true);
    const activated = (await get(`${base}&users=activated`)) as unknown as { data: { status: number }[]; total: number };
    expect(activated.total).toBe(Number(row.activated));
    expect(activated.data.every((u) => u.status === 1)).toBe(true);
    const bad = await stack.viaGateway(1, 'GET', '/api/reports/high-risk-metrics/users?kind=planet&users=some');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { cluster: expect.any(Array), users: expect.any(Array) } });
    expect((await stack.viaGateway(200, 'GET', `${base}&users=total`)).status).toBe(403);
  });

  it('marks a profiling answer pair high-risk and unmarks it, once each, action-logged; bad ids are named', async () => {
    const pair = await one<{ a: number; b: number }>(
      `SELECT a1.id AS a, a2.id AS b FROM admin.question_answers a1 JOIN admin.question_answers a2 ON a2.question_id <> a1.question_id AND a2.id > a1.id
       WHERE NOT EXISTS (SELECT 1 FROM admin.high_risk_profiling_pairs p WHERE p.first_answer_id = a1.id AND p.second_answer_id = a2.id)
       ORDER BY a1.id, a2.id LIMIT 1`,
    );
    const marked = await stack.viaGateway(1, 'POST', '/api/reports/high-risk-metrics/pairs', {
      first_answer_id: pair.b,
      second_answer_id: pair.a,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ data: { first_answer_id: pair.a, second_answer_id: pair.b } });
    const stored = `SELECT count(*)::int AS n FROM admin.high_risk_profiling_pairs WHERE first_answer_id = $1 AND second_answer_id = $2`;
    expect((await one<{ n: number }>(stored, [pair.a, pair.b])).n).toBe(1);
    const again = await stack.viaGateway(1, 'POST', '/api/reports/high-risk-metrics/pairs', {
      first_answer_id: pair.a,
      second_answer_id: pair.b,
    });
    expect(again.status).toBe(409);
    expect((await stack.viaGateway(200, 'DELETE', `/api/reports/high-risk-metrics/pairs/${pair.a}/${pair.b}`)).status).toBe(403);
    const unmarked = await stack.viaGateway(1, 'DELETE', `/api/reports/high-risk-metrics/pairs/${pair.a}/${pair.b}`);
    expect(unmarked.status).toBe(200);
    expect((await one<{ n: number }>(stored, [pair.a, pair.b])).n).toBe(0);
    expect((await stack.viaGateway(1, 'DELETE', `/api/reports/high-risk-metrics/pairs/${pair.a}/${pair.b}`)).status).toBe(404);
    const logged = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.admin_logs WHERE action IN ('high_risk_pair.mark', 'high_risk_pair.unmark')
       AND (data->>'first_answer_id')::int = $1 AND (data->>'second_answer_id')::int = $2`,
      [pair.a, pair.b],
    );
    expect(logged.n).toBe(2);
    const bad = await stack.viaGateway(1, 'POST', '/api/reports/high-risk-metrics/pairs', {
      first_answer_id: 'x',
      second_answer_id: 999999999,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { first_answer_id: expect.any(Array) } });
    const missing = await stack.viaGateway(1, 'POST', '/api/reports/high-risk-metrics/pairs', {
      first_answer_id: pair.a,
      second_answer_id: 999999999,
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { second_answer_id: ['Answer 999999999 not found'] } });
  });

  it('shows a question answer by answer, users by source adding up, and opens on a question when none is given', async () => {
    const q = await one<{ question_id: number }>(
      `SELECT question_id FROM admin.user_profiling_answers WHERE answer_id IS NOT NULL AND created_at > now() - interval '300 days'
       GROUP BY 1 ORDER BY count(DISTINCT user_id) DESC LIMIT 1`,
    );
    const page = await get(`/api/reports/user-profiling-lookup?filter[question_id][]=${q.question_id}`);
    expect(page.data.length).toBeGreaterThan(0);
    const share = page.data.reduce((sum, r) => sum + Number(r.user_share), 0);
    expect(share).toBeCloseTo(100, 0);
    const fallback = await get('/api/reports/user-profiling-lookup');
    expect(fallback.data.length).toBeGreaterThan(0);
    const bad = await stack.viaGateway(1, 'GET', '/api/reports/user-profiling-lookup?filter[dayFrom]=nope');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('filter[dayFrom]');
  });
});
