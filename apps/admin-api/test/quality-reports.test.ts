import { afterAll, beforeAll, expect, it } from 'vitest';
import { geoMappingReport, qualityReports } from '@bo/contract';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

/** Survey Attacks Open Ends and Geo Mapping (specification 04, section 4) on the whole demo. */
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 180_000);
afterAll(async () => api?.close());

const WINDOW = 'filter[dayFrom]=2024-06-16&filter[dayTo]=2025-06-15&itemPerPage=1000';
const BOUNDS = ['2024-06-16', '2025-06-16'];
const n = (v: unknown) => Number(v ?? 0);
const report = async (url: string) => {
  const res = await api.get(url);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return { rows: rowsOf(res.body), totals: res.body.statistic_data as Record<string, unknown> };
};

it.each(qualityReports.map((r) => [r.name, r] as const))('%s has demo rows', async (_name, def) => {
  expect((await report(`${def.url}?${WINDOW}`)).rows.length).toBeGreaterThan(0);
});

it('Open Ends: each cluster of identical answers typed by 3 users or more, with its users and copy/pasted %', async () => {
  const { rows } = await report(`/api/reports/survey-attacks-open-ends?${WINDOW}`);
  const { rows: truth } = await api.db.query<{ key: string; users: number; answers: number; pasted: number }>(
    `SELECT identical_key AS key, count(DISTINCT user_id)::int AS users, count(*)::int AS answers, count(*) FILTER (WHERE is_copy_pasted)::int AS pasted
     FROM admin.user_quality_answers WHERE created_at >= $1::date AND created_at < $2::date
     GROUP BY 1 HAVING count(DISTINCT user_id) >= 3`,
    BOUNDS,
  );
  expect(truth.length).toBeGreaterThan(0);
  const byKey = new Map(rows.map((r) => [String(r.identical_id), r]));
  expect(new Set(byKey.keys())).toEqual(new Set(truth.map((t) => t.key)));
  for (const t of truth) {
    expect(n(byKey.get(t.key)!.users)).toBe(t.users);
    expect(n(byKey.get(t.key)!.copy_pasted_percent)).toBeCloseTo((100 * t.pasted) / t.answers, 2);
    expect(String(byKey.get(t.key)!.identical)).not.toContain('(Copied/Pasted)');
  }
  // Similar answers cluster at least as widely as identical ones.
  const similar = await report(`/api/reports/survey-attacks-open-ends?${WINDOW}&filter[groupBy]=similar`);
  expect(similar.rows.every((r) => n(r.users) >= 3 && typeof r.similar === 'string')).toBe(true);
});

it('Geo Mapping: declared x IP country counts the users signed up in the window; shares add up to 100', async () => {
  const { rows, totals } = await report(`/api/reports/geo-mapping?${WINDOW}`);
  const signedUp = await api.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM admin.users WHERE created_at >= $1::date AND created_at < $2::date',
    BOUNDS,
  );
  expect(n(totals.users)).toBe(signedUp.rows[0]!.n);
  expect(rows.reduce((sum, r) => sum + n(r.users), 0)).toBe(signedUp.rows[0]!.n);
  expect(rows.reduce((sum, r) => sum + n(r.user_share), 0)).toBeCloseTo(100, 0);
  // Mismatches only: no row whose two countries agree; a risky country is named.
  const mismatches = await report(`/api/reports/geo-mapping?${WINDOW}&filter[geo_match_id]=mismatch`);
  expect(mismatches.rows.length).toBeGreaterThan(0);
  expect(mismatches.rows.every((r) => r.declared_country_id !== r.ip_country_id)).toBe(true);
  expect(mismatches.rows.length).toBeLessThan(rows.length);
  const risky = rows.filter((r) => r.risky_country === 'Risky');
  expect(risky.every((r) => ['NG', 'MX', 'VE', 'PK', 'SY', 'CN'].some((c) => r.declared_country_id === c || r.ip_country_id === c))).toBe(
    true,
  );
});

it('Open Ends: a cluster drills to the users who typed it, as many as the row counts', async () => {
  const { rows } = await report(`/api/reports/survey-attacks-open-ends?${WINDOW}`);
  for (const row of rows.slice(0, 3)) {
    const res = await api.get(
      `/api/reports/survey-attacks-open-ends/users?${WINDOW}&cluster=${encodeURIComponent(String(row.identical_id))}`,
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.total).toBe(n(row.users));
  }
  const similar = await report(`/api/reports/survey-attacks-open-ends?${WINDOW}&filter[groupBy]=similar`);
  const row = similar.rows[0]!;
  const res = await api.get(
    `/api/reports/survey-attacks-open-ends/users?${WINDOW}&kind=similar&cluster=${encodeURIComponent(String(row.similar_id))}`,
  );
  expect(res.body.total).toBe(n(row.users));
});

it('Geo Mapping: the cells of risky countries are red (the colours the screen draws from the rows)', async () => {
  const { rows } = await report(`/api/reports/geo-mapping?${WINDOW}&filter[geo_match_id]=mismatch`);
  const colours = geoMappingReport.colours!;
  const risky = ['NG', 'MX', 'VE', 'PK', 'SY', 'CN'];
  const red = rows.filter((r) => colours.declared_country!(r) === 'red' || colours.ip_country!(r) === 'red');
  expect(red.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(colours.declared_country!(r)).toBe(risky.includes(String(r.declared_country_id)) ? 'red' : null);
    expect(colours.ip_country!(r)).toBe(risky.includes(String(r.ip_country_id)) ? 'red' : null);
  }
});
