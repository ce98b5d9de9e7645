import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES, SUPPLY_MESSAGES } from '@bo/contract';
import { rebuildAllRollups, seedCore, seedMarketplace, seedSupplyScreens, type Db } from '@bo/db';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';
import { multipartBody } from './list-engine-helper.ts';

// Survey Inventory, Single Survey Links, Prime Sample Buyers, Cint Imports and App Supplier Settings
// (issue 18) through the gateway on the marketplace demo: rows, filters, the form engine's writes,
// the imports (previewed, atomic, bad rows named by row and column) and 403 for an admin without the page.
const NOW = new Date('2025-06-15T12:00:00.000Z');
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack(async (db: Db) => {
    await seedCore(db, { scale: 1, now: NOW });
    await seedMarketplace(db, { scale: 1, now: NOW });
    await db.transaction((tx) => rebuildAllRollups(tx, NOW.toISOString().slice(0, 10)));
    await seedSupplyScreens(db, { scale: 1, now: NOW });
  });
}, 180_000);
afterAll(async () => stack?.close());

type Answer = { status: number; body: { data?: unknown; message?: string; errors?: unknown; statistic_data?: unknown } };
const call = (adminId: number, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  stack.viaGateway(adminId, method, url, payload) as Promise<Answer>;
const rows = (a: Answer) => a.body.data as Record<string, unknown>[];
const one = async <T>(sql: string, params: unknown[] = []) => (await stack.db.query<T & Record<string, unknown>>(sql, params)).rows[0]!;
const window = 'filter[dayFrom]=2025-05-17&filter[dayTo]=2025-06-15';

const upload = async (adminId: number, url: string, csv: string, name = 'file.csv') => {
  const { payload, contentType } = multipartBody({}, { name, type: 'text/csv', content: csv });
  const res = await stack.gateway.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${await stack.tokenOf(adminId)}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown>; errors?: unknown } };
};

describe('supply screens: rows and filters', () => {
  it.each([
    `/api/reports/survey-inventory?${window}`,
    '/api/single-survey-links',
    `/api/reports/prime-sample-buyers?${window}`,
    '/api/cint-imports',
    '/api/app-supplier-settings',
  ])('%s answers rows to admin 1', async (url) => {
    const res = await call(1, 'GET', url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rows(res).length).toBeGreaterThan(0);
  });

  it('Survey Inventory: a supplier x country row counts the live surveys of the newest snapshot, the chart one point a day', async () => {
    const truth = await one<{ supplier_id: number; country_code: string; n: number; quota: number }>(
      `SELECT supplier_id, country_code, count(*)::int AS n, coalesce(sum(quota_remaining), 0)::int AS quota FROM admin.survey_inventory_snapshots
       WHERE day = '2025-06-15' AND live GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
    );
    const res = await call(
      1,
      'GET',
      `/api/reports/survey-inventory?${window}&filter[supplier_id]=${truth.supplier_id}&filter[country_id]=${truth.country_code}&initFilter=1`,
    );
    expect(rows(res)).toEqual([expect.objectContaining({ inventory_live: truth.n, inventory_quota_left: truth.quota })]);
    const body = res.body as { chart?: unknown[]; filterData?: Record<string, unknown[]> };
    expect(body.chart?.length).toBe(30);
    expect(body.filterData?.device_id).toEqual(expect.arrayContaining([{ value: 'all', label: 'All devices' }]));
  });

  it('Prime Sample Buyers: only supplier 50 buyers; completes equal their surveys per-survey sums', async () => {
    const truth = await one<{ completes: number }>(
      `SELECT coalesce(sum(completes), 0)::int AS completes FROM admin.daily_survey_stats WHERE supplier_id = 50 AND day BETWEEN '2025-05-17' AND '2025-06-15'`,
    );
    const res = await call(1, 'GET', `/api/reports/prime-sample-buyers?${window}&itemPerPage=500`);
    const total = rows(res).reduce((n, r) => n + Number(r.completes ?? 0), 0);
    expect(total).toBe(truth.completes);
    const buyers = await stack.db.query<{ id: number }>('SELECT id FROM admin.supplier_buyers WHERE supplier_id = 50');
    const ids = new Set(buyers.rows.map((b) => b.id));
    // Surveys without a buyer make one row of their own (no buyer id).
    expect(
      rows(res)
        .map((r) => r.buyer_id)
        .filter((id) => id !== null && !ids.has(Number(id))),
    ).toEqual([]);
  });

  it('Single Survey Links: status filter and clicks counted from the link clicks', async () => {
    // The demo's links expire around its day (2025 here), so against today's clock they are expired or disabled.
    for (const status of ['active', 'expired', 'disabled']) {
      const res = rows(await call(1, 'GET', `/api/single-survey-links?filter[status]=${status}`));
      if (status !== 'active') expect(res.length, status).toBeGreaterThan(0);
      expect(res.every((r) => r.status === status)).toBe(true);
    }
    const link = await one<{ id: number; n: number }>(
      'SELECT link_id AS id, count(*)::int AS n FROM admin.single_survey_link_clicks GROUP BY 1 ORDER BY 1 LIMIT 1',
    );
    expect(rows(await call(1, 'GET', `/api/single-survey-links?itemPerPage=100`)).find((r) => r.id === link.id)).toMatchObject({
      clicks: link.n,
    });
    const found = rows(await call(1, 'GET', '/api/single-survey-links?search=Recontact'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.note === 'Recontact wave 2')).toBe(true);
  });

  it('App Supplier Settings: app filter and enabled filter', async () => {
    const res = rows(await call(1, 'GET', '/api/app-supplier-settings?filter[app_id]=16&filter[enabled]=1&itemPerPage=100'));
    expect(res.length).toBeGreaterThan(0);
    expect(res.every((r) => r.app_id === 16 && r.enabled === true)).toBe(true);
  });
});

describe('Single Survey Links: create and disable with the form engine', () => {
  it('creates a link (a token is made when left empty), refuses a duplicate token and bad input, disables it', async () => {
    const survey = await one<{ id: number }>('SELECT id FROM admin.surveys WHERE status = 1 AND visibility = 1 ORDER BY id LIMIT 1');
    const body = { survey_id: survey.id, app_id: 16, token: '', expires_at: '2030-01-01T00:00:00Z', note: 'Buyer test' };
    const created = await call(1, 'POST', '/api/single-survey-links', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = created.body.data as Record<string, unknown>;
    expect(link).toMatchObject({ status: 'active', clicks: 0, survey_id: survey.id });
    expect(String(link.token)).toMatch(/^[0-9a-f]{24}$/);

    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.single_survey_links');
    const duplicate = await call(1, 'POST', '/api/single-survey-links', { ...body, token: link.token });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ token: [FORM_MESSAGES.duplicate('Single survey link', 'token')] });
    const badToken = await call(1, 'POST', '/api/single-survey-links', { ...body, token: 'a b' });
    expect(badToken.body.errors).toEqual({ token: [SUPPLY_MESSAGES.token] });
    const noSurvey = await call(1, 'POST', '/api/single-survey-links', { ...body, survey_id: 99_999_999 });
    expect(noSurvey.body.errors).toHaveProperty('survey_id');
    const noDate = await call(1, 'POST', '/api/single-survey-links', { ...body, expires_at: 'soon' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors).toHaveProperty('expires_at');
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.single_survey_links')).n).toBe(before.n);

    const disabled = await call(1, 'PUT', `/api/single-survey-links/${String(link.id)}`, {
      expires_at: '2030-01-01T00:00:00Z',
      disabled: true,
      note: 'Buyer test',
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect((disabled.body.data as Record<string, unknown>).status).toBe('disabled');
    const log = await stack.db.query(`SELECT action FROM admin.admin_logs WHERE action LIKE 'form.single_survey_links.%' ORDER BY id`);
    expect(log.rows.map((r) => r.action)).toEqual(['form.single_survey_links.create', 'form.single_survey_links.update']);
  });
});

describe('App Supplier Settings: edit and import CSV', () => {
  it('edits the terms of a pair; an out-of-range share names the field and writes nothing', async () => {
    const pair = await one<{ id: number; publisher_share: string }>(
      'SELECT id, publisher_share FROM admin.app_supplier_settings ORDER BY id LIMIT 1',
    );
    const bad = await call(1, 'PUT', `/api/app-supplier-settings/${pair.id}`, { enabled: true, publisher_share: 120, min_cpi: 0.5 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('publisher_share');
    expect(
      (await one<{ s: string }>('SELECT publisher_share::text AS s FROM admin.app_supplier_settings WHERE id = $1', [pair.id])).s,
    ).toBe(pair.publisher_share);
    const saved = await call(1, 'PUT', `/api/app-supplier-settings/${pair.id}`, {
      enabled: false,
      publisher_share: 72.5,
      min_cpi: 0.75,
      max_loi: 20,
      daily_cap: '',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ enabled: false, publisher_share: 72.5, min_cpi: 0.75, max_loi: 20, daily_cap: null });
  });

  it('previews an import without writing, then imports it: one pair updated, one created', async () => {
    const existing = await one<{ app_id: number; supplier_id: number }>(
      'SELECT app_id, supplier_id FROM admin.app_supplier_settings ORDER BY id LIMIT 1',
    );
    const fresh = await one<{ app_id: number; supplier_id: number }>(
      `SELECT a.id AS app_id, s.id AS supplier_id FROM core.apps a CROSS JOIN admin.suppliers s
       WHERE NOT EXISTS (SELECT 1 FROM admin.app_supplier_settings x WHERE x.app_id = a.id AND x.supplier_id = s.id) ORDER BY 1, 2 LIMIT 1`,
    );
    const csv = `app_id,supplier_id,enabled,publisher_share,min_cpi,max_loi\n${existing.app_id},${existing.supplier_id},1,66,0.40,25\n${fresh.app_id},${fresh.supplier_id},0,70,1.10,\n`;
    const count = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.app_supplier_settings')).n;
    const n = await count();
    const preview = await upload(1, '/api/app-supplier-settings/import-preview', csv);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({
      rows_inserted: 1,
      rows_updated: 1,
      changes: [
        { label: 'Rows', value: 2 },
        { label: 'New pairs', value: 1 },
        { label: 'Updated pairs', value: 1 },
      ],
    });
    expect(await count()).toBe(n);
    const done = await upload(1, '/api/app-supplier-settings/import', csv);
    expect(done.body.data).toMatchObject({ rows_inserted: 1, rows_updated: 1 });
    expect(await count()).toBe(n + 1);
    const row = await one<{ share: string; enabled: boolean }>(
      'SELECT publisher_share::text AS share, enabled FROM admin.app_supplier_settings WHERE app_id = $1 AND supplier_id = $2',
      [existing.app_id, existing.supplier_id],
    );
    expect(row).toEqual({ share: '66.00', enabled: true });
  });

  it('bad rows refuse the whole file naming row and column; nothing is written', async () => {
    const before = await one<{ s: string }>(
      "SELECT string_agg(id || ':' || publisher_share, ',' ORDER BY id) AS s FROM admin.app_supplier_settings",
    );
    const bad = await upload(
      1,
      '/api/app-supplier-settings/import',
      'app_id,supplier_id,enabled,publisher_share,min_cpi\n16,1,2,70,0.5\n16,1,1,170,0.5\n999,1,1,70,x\n',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(expect.arrayContaining(['Row 4, column min_cpi: must be a number']));
    const bad2 = await upload(
      1,
      '/api/app-supplier-settings/import',
      'app_id,supplier_id,enabled,publisher_share,min_cpi\n16,1,2,70,0.5\n16,1,1,170,0.5\n',
    );
    expect(bad2.body.errors).toEqual([
      `Row 2, column enabled: ${SUPPLY_MESSAGES.enabled}`,
      `Row 3, column publisher_share: ${SUPPLY_MESSAGES.share}`,
      'Row 3, column supplier_id: repeats the value of row 2',
    ]);
    const after = await one<{ s: string }>(
      "SELECT string_agg(id || ':' || publisher_share, ',' ORDER BY id) AS s FROM admin.app_supplier_settings",
    );
    expect(after.s).toBe(before.s);
  });
});

describe('Cint Imports: preview, then reconcile the matched Cint completes in one transaction', () => {
  it('previews (nothing written), imports, records the file; a second file counts them already reconciled', async () => {
    const cint = await stack.db.query<{ id: string; revenue: string }>(
      'SELECT id, revenue FROM admin.clicks WHERE supplier_id = 8 AND status = 1 AND complete_status <> 2 ORDER BY id LIMIT 3',
    );
    const other = await one<{ id: string }>('SELECT id FROM admin.clicks WHERE supplier_id <> 8 AND status = 1 ORDER BY id LIMIT 1');
    expect(cint.rows.length).toBe(3);
    const ids = cint.rows.map((r) => r.id);
    const revenue = (cint.rows.reduce((n, r) => n + Math.round(Number(r.revenue) * 100), 0) / 100).toFixed(2);
    const csv = `click_id\n${ids.join('\n')}\n${other.id}\n99999999999\n`;
    const state = async () =>
      one<{ reconciled: number; imports: number }>(
        `SELECT (SELECT count(*)::int FROM admin.clicks WHERE id = ANY($1::bigint[]) AND complete_status = 2) AS reconciled,
           (SELECT count(*)::int FROM admin.reconciliation_imports) AS imports`,
        [ids],
      );
    const before = await state();
    const preview = await upload(1, '/api/cint-imports/import-preview', csv, 'cint_june.csv');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data?.changes).toEqual([
      { label: 'Rows', value: 5 },
      { label: 'Matched', value: 3 },
      { label: 'Newly reconciled', value: 3 },
      { label: 'Already reconciled', value: 0 },
      { label: 'Revenue reversed $', value: revenue },
      { label: 'Unmatched', value: 2 },
    ]);
    expect(await state()).toEqual(before);

    const done = await upload(1, '/api/cint-imports/import', csv, 'cint_june.csv');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ rows_updated: 3 });
    expect(await state()).toEqual({ reconciled: 3, imports: before.imports + 1 });
    const [listed] = rows(await call(1, 'GET', '/api/cint-imports?itemPerPage=1'));
    expect(listed).toMatchObject({ file_name: 'cint_june.csv', rows_total: 5, matched: 3, newly_reconciled: 3, unmatched: 2 });
    expect(Number(listed!.revenue_reversed).toFixed(2)).toBe(revenue);

    const again = await upload(1, '/api/cint-imports/import-preview', `click_id\n${ids[0]}\n`);
    expect(again.body.data?.changes).toEqual(expect.arrayContaining([{ label: 'Already reconciled', value: 1 }]));
  });

  it('a bad click id refuses the file naming row and column; nothing is written', async () => {
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.reconciliation_imports');
    const bad = await upload(1, '/api/cint-imports/import', 'click_id\n12\nabc\n');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['Row 3, column click_id: must be a whole number']);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.reconciliation_imports')).n).toBe(before.n);
  });
});

describe('through the gateway', () => {
  it('an admin without the pages gets 403 on every call, and nothing is written', async () => {
    const n = await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.single_survey_links');
    for (const url of [
      '/api/reports/survey-inventory',
      '/api/single-survey-links',
      '/api/reports/prime-sample-buyers',
      '/api/cint-imports',
      '/api/app-supplier-settings',
    ]) {
      expect((await call(200, 'GET', url)).status, url).toBe(403);
    }
    const survey = await one<{ id: number }>('SELECT id FROM admin.surveys WHERE status = 1 AND visibility = 1 ORDER BY id LIMIT 1');
    const create = await call(200, 'POST', '/api/single-survey-links', {
      survey_id: survey.id,
      app_id: 16,
      expires_at: '2030-01-01T00:00:00Z',
    });
    expect(create.status).toBe(403);
    expect((await call(200, 'PUT', '/api/app-supplier-settings/1', { enabled: true, publisher_share: 50, min_cpi: 0 })).status).toBe(403);
    expect((await upload(200, '/api/cint-imports/import', 'click_id\n1\n')).status).toBe(403);
    expect((await upload(200, '/api/cint-imports/import-preview', 'click_id\n1\n')).status).toBe(403);
    expect(
      (await upload(200, '/api/app-supplier-settings/import', 'app_id,supplier_id,enabled,publisher_share,min_cpi\n16,1,1,50,0\n')).status,
    ).toBe(403);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.single_survey_links')).n).toBe(n.n);
  });
});
