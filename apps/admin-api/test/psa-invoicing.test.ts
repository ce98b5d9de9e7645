import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

// Sample selling (issue 18, specification 04 section 12) through HTTP on the demo: invoices bill
// exactly their completes (rule 1), and a closed month is read-only, closed once even when two
// closes arrive together.
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 180_000);
afterAll(async () => api?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: api.headers(1) });

/** Billable completes (not reconciled) x CPI sold, counted from the clicks themselves. */
async function billedFromClicks(where: string, params: unknown[]): Promise<{ completes: number; billable: number; amount: number }> {
  const { rows } = await api.db.query<{ completes: number; billable: number; amount: number }>(
    `SELECT count(*)::int AS completes, count(*) FILTER (WHERE c.complete_status IS DISTINCT FROM 2)::int AS billable,
       coalesce(sum(t.cpi_sold) FILTER (WHERE c.complete_status IS DISTINCT FROM 2), 0)::float8 AS amount
     FROM admin.clicks c JOIN admin.psa_survey_terms t ON t.survey_id = c.survey_id WHERE c.status = 1 AND ${where}`,
    params,
  );
  return rows[0]!;
}

const actions = async (prefix: string) =>
  (await api.db.query<{ action: string }>(`SELECT action FROM admin.admin_logs WHERE action LIKE $1 ORDER BY id`, [`${prefix}%`])).rows.map(
    (r) => r.action,
  );

describe('sample selling', () => {
  it('lists buyers and surveys whose completes and revenue are the clicks’', async () => {
    const buyers = await api.get('/api/psa-buyers');
    expect(buyers.status).toBe(200);
    expect(rowsOf(buyers.body).length).toBeGreaterThan(1);
    const surveys = await api.get('/api/psa-surveys?itemPerPage=100');
    const rows = rowsOf(surveys.body);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const { rows: truth } = await api.db.query<{ n: number; revenue: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(revenue), 0)::float8 AS revenue FROM admin.clicks WHERE survey_id = $1 AND status = 1`,
        [row.survey_id],
      );
      expect([row.completes, row.revenue]).toEqual([truth[0]!.n, truth[0]!.revenue]);
    }
  });

  it('bills each open month exactly its billable completes x CPI sold (monthly and per PO)', async () => {
    const open = rowsOf((await api.get('/api/psa-monthly-invoicing?filter[month]=2025-06&itemPerPage=100')).body);
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) {
      const truth = await billedFromClicks(
        `t.psa_buyer_id = $1 AND t.po_number IS NULL AND date_trunc('month', c.completed_at AT TIME ZONE 'UTC') = '2025-06-01'`,
        [row.psa_buyer_id],
      );
      expect([row.completes, row.billable]).toEqual([truth.completes, truth.billable]);
      expect(row.amount).toBeCloseTo(truth.amount, 2);
    }
    const po = rowsOf((await api.get('/api/psa-survey-po-invoicing?itemPerPage=100')).body);
    expect(po.length).toBeGreaterThan(0);
    for (const row of po) {
      const truth = await billedFromClicks('c.survey_id = $1', [row.survey_id]);
      expect(row.billable).toBe(truth.billable);
      expect(row.amount).toBeCloseTo(truth.amount, 2);
    }
    // Monthly and PO invoicing bill disjoint surveys: together they are every billable PSA complete.
    const all = await billedFromClicks('true', []);
    const { rows: split } = await api.db.query<{ n: number }>(
      `SELECT (SELECT coalesce(sum(billable), 0) FROM admin.psa_survey_month_billing WHERE po_number IS NULL)::int
            + (SELECT coalesce(sum(billable), 0) FROM admin.psa_survey_month_billing WHERE po_number IS NOT NULL)::int AS n`,
    );
    expect(split[0]!.n).toBe(all.billable);
  });

  it('generates a draft, sends it, and closes the month once under two concurrent closes; then the month is read-only', async () => {
    const month = '2025-06';
    const [row] = rowsOf((await api.get(`/api/psa-monthly-invoicing?filter[month]=${month}&orderBy=amount&orderDirection=desc`)).body);
    expect(row).toBeDefined();
    const draft = await send('POST', '/api/psa-invoices/monthly', { psa_buyer_id: row!.psa_buyer_id, month });
    expect(draft.statusCode).toBe(201);
    const invoiceId = Number(draft.json().data.id);
    expect(draft.json().data.billable).toBe(row!.billable);
    const sent = await send('POST', `/api/psa-invoices/monthly/${invoiceId}/status`, { status: 'sent' });
    expect(sent.statusCode).toBe(200);
    expect((await send('POST', `/api/psa-invoices/monthly/${invoiceId}/status`, { status: 'sent' })).statusCode).toBe(422);

    const closes = await Promise.all([
      send('POST', `/api/psa-invoice-months/${month}/close`),
      send('POST', `/api/psa-invoice-months/${month}/close`),
    ]);
    expect(closes.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(closes.find((c) => c.statusCode === 409)!.json().errors).toBe(`Invoice month ${month} is already closed.`);
    const { rows: closed } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.psa_invoice_months WHERE month = '2025-06-01'`,
    );
    expect(closed[0]!.n).toBe(1);

    const before = (await api.db.query('SELECT * FROM admin.psa_invoices WHERE month = $1 ORDER BY id', ['2025-06-01'])).rows;
    const paid = await send('POST', `/api/psa-invoices/monthly/${invoiceId}/status`, { status: 'paid' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errors).toBe(`Invoice month ${month} is closed and read-only.`);
    expect((await send('POST', '/api/psa-invoices/monthly', { psa_buyer_id: row!.psa_buyer_id, month })).statusCode).toBe(409);
    expect((await send('POST', `/api/psa-invoice-months/${month}/close`)).statusCode).toBe(409);
    const after = (await api.db.query('SELECT * FROM admin.psa_invoices WHERE month = $1 ORDER BY id', ['2025-06-01'])).rows;
    expect(after).toEqual(before);
    // Every buyer billed in the month has its invoice, and the closed month shows the invoiced figures.
    const listed = rowsOf((await api.get(`/api/psa-monthly-invoicing?filter[month]=${month}`)).body);
    expect(listed.every((r) => r.closed === true && typeof r.invoice_no === 'string')).toBe(true);
    expect(await actions('psa_invoice.')).toEqual(['psa_invoice.generate_monthly', 'psa_invoice.mark_sent', 'psa_invoice.close_month']);
  });

  it('Popular Questions counts the PSA surveys of the chosen country and window behind each question', async () => {
    /** Per question: PSA surveys asking it (of the country, created in the window) and active users of the country who answered. */
    const fromRows = async (country: string | null, from: string | null, to: string | null) => {
      const { rows } = await api.db.query<{ question_id: number; surveys: number; coverage: number | null }>(
        `SELECT ql.question_id, count(DISTINCT ql.survey_id)::int AS surveys,
           (SELECT round(100.0 * count(*) FILTER (WHERE EXISTS (SELECT 1 FROM admin.user_profiling_answers pa
              WHERE pa.user_id = u.id AND pa.question_id = ql.question_id)) / nullif(count(*), 0), 2)::float8
            FROM admin.users u WHERE u.status = 1 AND ($1::text IS NULL OR u.country_code = $1)) AS coverage
         FROM admin.qualifications ql JOIN admin.psa_survey_terms t ON t.survey_id = ql.survey_id JOIN admin.surveys s ON s.id = ql.survey_id
         WHERE ($1::text IS NULL OR s.country_code = $1) AND ($2::date IS NULL OR s.created_at >= $2::date)
           AND ($3::date IS NULL OR s.created_at < $3::date + 1)
         GROUP BY ql.question_id ORDER BY ql.question_id`,
        [country, from, to],
      );
      return rows.map((r) => ({ question_id: r.question_id, surveys: r.surveys, panel_coverage: r.coverage }));
    };
    const listed = async (query: string) => {
      const res = await api.get(`/api/psa-popular-questions?itemPerPage=100&orderBy=question_id&orderDirection=asc${query}`);
      expect(res.status, query).toBe(200);
      return rowsOf(res.body).map((r) => ({ question_id: r.question_id, surveys: r.surveys, panel_coverage: r.panel_coverage }));
    };
    const all = await listed('&withFilterData=1');
    expect(all).toEqual(await fromRows(null, null, null));
    const { rows: top } = await api.db.query<{ country_code: string }>(
      `SELECT s.country_code FROM admin.psa_survey_terms t JOIN admin.surveys s ON s.id = t.survey_id
       GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const country = top[0]!.country_code;
    const inCountry = await listed(`&filter[country_code]=${country}`);
    expect(inCountry.length).toBeGreaterThan(0);
    expect(inCountry).toEqual(await fromRows(country, null, null));
    expect(inCountry.reduce((n, r) => n + Number(r.surveys), 0)).toBeLessThan(all.reduce((n, r) => n + Number(r.surveys), 0));
    // The demo's last 90 days, and a window with fewer surveys in it.
    const day = (daysBack: number) => new Date(DEMO_NOW.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
    for (const [from, to] of [
      [day(89), day(0)],
      [day(20), day(5)],
    ] as const) {
      const windowed = await listed(`&filter[created_atFrom]=${from}&filter[created_atTo]=${to}&filter[country_code]=${country}`);
      expect(windowed).toEqual(await fromRows(country, from, to));
    }
    const bad = await api.get('/api/psa-popular-questions?filter[created_atFrom]=2025-13-40&filter[country_code]=1');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: Record<string, unknown> }).errors).sort()).toEqual([
      'filter[country_code]',
      'filter[created_atFrom]',
    ]);
  });

  it('refuses bad input with a 4xx naming the field and writes nothing', async () => {
    const count = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.psa_invoices')).rows[0]!.n;
    const n = await count();
    const missing = await send('POST', '/api/psa-invoices/monthly', { month: '2025-05' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('psa_buyer_id');
    const wrongType = await send('POST', '/api/psa-invoices/monthly', { psa_buyer_id: 'one', month: '2025-05' });
    expect(wrongType.json().errors).toHaveProperty('psa_buyer_id');
    const badMonth = await send('POST', '/api/psa-invoices/monthly', { psa_buyer_id: 1, month: '2025-13' });
    expect(badMonth.json().errors).toEqual({ month: ['Month must be YYYY-MM.'] });
    const unknownStatus = await send('POST', '/api/psa-invoices/monthly/1/status', { status: 'cancelled' });
    expect(unknownStatus.statusCode).toBe(422);
    expect(unknownStatus.json().errors).toHaveProperty('status');
    const unknownBuyer = await send('POST', '/api/psa-invoices/monthly', { psa_buyer_id: 9999, month: '2025-05' });
    expect(unknownBuyer.json().errors).toEqual({ psa_buyer_id: ['Buyer not found.'] });
    const noPo = await api.db.query<{ survey_id: number }>('SELECT survey_id FROM admin.psa_survey_terms WHERE po_number IS NULL LIMIT 1');
    const po = await send('POST', '/api/psa-invoices/po', { survey_id: noPo.rows[0]!.survey_id });
    expect(po.json().errors).toEqual({ survey_id: ['This survey has no PO number; it is invoiced monthly.'] });
    const notOver = await send('POST', `/api/psa-invoice-months/${new Date().toISOString().slice(0, 7)}/close`);
    expect(notOver.statusCode).toBe(422);
    expect(notOver.json().errors).toHaveProperty('month');
    expect(await count()).toBe(n);
  });
});

describe('psa buyers form', () => {
  const buyer = {
    name: 'Northwind Insights',
    company: 'Northwind Insights GmbH',
    contact_email: 'billing@northwind.demo.test',
    currency: 'EUR',
    payment_terms_days: 30,
    po_required: true,
    status: 'active',
  };
  it('creates a buyer for an unlinked supplier buyer, edits it to inactive, and refuses bad input naming the field', async () => {
    const options = await api.app.inject({ method: 'GET', url: '/api/psa-buyers/form-options', headers: api.headers(1) });
    const choices = options.json().data.supplier_buyer_id as { value: string | number; label: string }[];
    expect(choices.map((c) => c.label)).toEqual(['Northwind Insights (B50999)']);
    const count = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.psa_buyers')).rows[0]!.n;
    const n = await count();
    // The form engine answers a schema's refusal with 400 and a taken name with 422, each naming the field.
    const missing = await send('POST', '/api/psa-buyers', { ...buyer, supplier_buyer_id: choices[0]!.value, company: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('company');
    const badCurrency = await send('POST', '/api/psa-buyers', { ...buyer, supplier_buyer_id: choices[0]!.value, currency: 'XBT' });
    expect(badCurrency.json().errors).toHaveProperty('currency');
    const badTerms = await send('POST', '/api/psa-buyers', {
      ...buyer,
      supplier_buyer_id: choices[0]!.value,
      payment_terms_days: 'thirty',
    });
    expect(badTerms.json().errors).toHaveProperty('payment_terms_days');
    const taken = await send('POST', '/api/psa-buyers', { ...buyer, supplier_buyer_id: choices[0]!.value, name: 'Ipsos' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('name');
    expect(await count()).toBe(n);

    const created = await send('POST', '/api/psa-buyers', { ...buyer, supplier_buyer_id: choices[0]!.value });
    expect(created.statusCode).toBe(201);
    const id = Number(created.json().data.id);
    const edited = await send('PUT', `/api/psa-buyers/${id}`, { ...buyer, status: 'inactive' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.status).toBe('inactive');
    expect(await actions('form.psa_buyers.')).toEqual(['form.psa_buyers.create', 'form.psa_buyers.update']);
  });
});
