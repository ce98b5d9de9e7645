import { afterAll, beforeAll, expect, it } from 'vitest';
import { ipLogReports } from '@bo/contract';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

/**
 * IP Logs One, Two and Three (specification 04, section 6) on the demo's ip_logs: each row is the
 * window's ip_logs of one IP, subnet or user, kept when it reaches the minimum.
 */
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 180_000);
afterAll(async () => api?.close());

const WINDOW = 'filter[dayFrom]=2025-06-09&filter[dayTo]=2025-06-15&itemPerPage=1000';
const BOUNDS = ['2025-06-09', '2025-06-16'];
const n = (v: unknown) => Number(v ?? 0);
const report = async (url: string) => {
  const res = await api.get(url);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return { rows: rowsOf(res.body), totals: res.body.statistic_data as Record<string, unknown> };
};

it.each(ipLogReports.map((r) => [r.name, r] as const))('%s has demo rows with its default minimum', async (_name, def) => {
  expect((await report(`${def.url}?${WINDOW}`)).rows.length).toBeGreaterThan(0);
});

it('IP Logs One lists exactly the IPs shared by at least 2 users in the window, with their users and banned %', async () => {
  const { rows, totals } = await report(`/api/reports/iplogsone?${WINDOW}`);
  const { rows: truth } = await api.db.query<{ ip: string; users: number; banned: number }>(
    `SELECT host(l.ip) AS ip, count(DISTINCT l.user_id)::int AS users, count(DISTINCT l.user_id) FILTER (WHERE u.status IN (2, 3))::int AS banned
     FROM admin.ip_logs l JOIN admin.users u ON u.id = l.user_id WHERE l.created_at >= $1::date AND l.created_at < $2::date
     GROUP BY l.ip HAVING count(DISTINCT l.user_id) >= 2`,
    BOUNDS,
  );
  expect(new Set(rows.map((r) => String(r.ip)))).toEqual(new Set(truth.map((t) => t.ip)));
  const byIp = new Map(rows.map((r) => [String(r.ip), r]));
  for (const t of truth) {
    expect(n(byIp.get(t.ip)!.users), t.ip).toBe(t.users);
    expect(n(byIp.get(t.ip)!.banned_percent)).toBeCloseTo((100 * t.banned) / t.users, 2);
  }
  // The totals count the users of those IPs once each.
  const { rows: distinct } = await api.db.query<{ n: number }>(
    `SELECT count(DISTINCT user_id)::int AS n FROM admin.ip_logs WHERE created_at >= $1::date AND created_at < $2::date
       AND ip IN (SELECT ip FROM admin.ip_logs WHERE created_at >= $1::date AND created_at < $2::date GROUP BY ip HAVING count(DISTINCT user_id) >= 2)`,
    BOUNDS,
  );
  expect(n(totals.users)).toBe(distinct[0]!.n);
});

it('a higher minimum keeps fewer rows, each reaching it', async () => {
  const two = await report(`/api/reports/iplogstwo?${WINDOW}&filter[min_users]=2`);
  const five = await report(`/api/reports/iplogstwo?${WINDOW}`);
  expect(five.rows.length).toBeLessThan(two.rows.length);
  expect(five.rows.every((r) => n(r.users) >= 5)).toBe(true);
  expect(five.rows.every((r) => /\/24$/.test(String(r.subnet)))).toBe(true);
});

it('IP Logs Three lists users seen in 2 countries or more, each linking to the user', async () => {
  const { rows } = await report(`/api/reports/iplogsthree?${WINDOW}`);
  const { rows: truth } = await api.db.query<{ user_id: string }>(
    `SELECT user_id::text FROM admin.ip_logs WHERE created_at >= $1::date AND created_at < $2::date
     GROUP BY user_id HAVING count(DISTINCT country_code) >= 2`,
    BOUNDS,
  );
  expect(new Set(rows.map((r) => String(r.user_id)))).toEqual(new Set(truth.map((t) => t.user_id)));
  expect(rows.every((r) => n(r.countries) >= 2 && typeof r.user_status === 'string' && String(r.last_ip).length > 0)).toBe(true);
});

it('answers 400 naming the field for a minimum below 1 or not a number', async () => {
  for (const value of ['0', 'x']) {
    const res = await api.get(`/api/reports/iplogsone?${WINDOW}&filter[min_users]=${value}`);
    expect(res.status, value).toBe(400);
    expect(Object.keys(res.body.errors as object)).toEqual(['filter[min_users]']);
  }
});

it('drills from an IP (One) and a subnet (Two) to their users: the users the row counts, banned ones apart', async () => {
  const drill = async (url: string) => {
    const res = await api.get(url);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body as unknown as { data: { id: number; status: number }[]; total: number };
  };
  const one = await report(`/api/reports/iplogsone?${WINDOW}`);
  const ipRow = one.rows.find((r) => n(r.banned_percent) > 0) ?? one.rows[0]!;
  const ipUsers = await drill(`/api/reports/iplogsone/users?${WINDOW}&cluster=${encodeURIComponent(String(ipRow.ip_id))}`);
  expect(ipUsers.total).toBe(n(ipRow.users));
  const banned = await drill(`/api/reports/iplogsone/users?${WINDOW}&users=banned&cluster=${encodeURIComponent(String(ipRow.ip_id))}`);
  expect(banned.total).toBeCloseTo((n(ipRow.banned_percent) * n(ipRow.users)) / 100, 0);
  expect(banned.data.every((u) => [2, 3].includes(u.status))).toBe(true);
  const two = await report(`/api/reports/iplogstwo?${WINDOW}`);
  const subnetRow = two.rows[0]!;
  const subnetUsers = await drill(`/api/reports/iplogstwo/users?${WINDOW}&cluster=${encodeURIComponent(String(subnetRow.subnet_id))}`);
  expect(subnetUsers.total).toBe(n(subnetRow.users));
  const bad = await api.get(`/api/reports/iplogstwo/users?${WINDOW}&cluster=nonsense`);
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.errors as object)).toEqual(['cluster']);
});
