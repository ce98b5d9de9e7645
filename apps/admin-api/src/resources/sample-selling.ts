import {
  psaBuyersResource,
  psaMonthlyInvoicingResource,
  psaPopularQuestionsResource,
  psaSurveyPoInvoicingResource,
  psaSurveysResource,
  PSA_SUPPLIER,
  PSA_SURVEY_MESSAGES,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import type { ServerResource } from '../list-engine/types.ts';

const BUYER_OPTIONS = `SELECT id AS value, name AS label FROM admin.psa_buyers ORDER BY name`;
const THIS_MONTH = `date_trunc('month', now() AT TIME ZONE 'UTC')::date`;
const invoiceTotals = { total_billable: 'coalesce(sum(v.billable), 0)::int', total_amount: 'coalesce(sum(v.amount), 0)::float8' };

/** /psa-buyers (migration 056): revenue this month is its billable completes x CPI sold, as invoiced. */
export const psaBuyers: ServerResource = {
  def: psaBuyersResource,
  from: 'admin.psa_buyers b',
  idExpr: 'b.id',
  idType: 'integer',
  columns: {
    id: 'b.id',
    name: 'b.name',
    supplier_buyer_id: 'b.supplier_buyer_id',
    company: 'b.company',
    contact_email: 'b.contact_email',
    currency: 'b.currency',
    payment_terms_days: 'b.payment_terms_days',
    po_required: 'b.po_required',
    status: 'b.status',
    live_projects: `(SELECT count(*)::int FROM admin.psa_survey_terms t WHERE t.psa_buyer_id = b.id AND t.status = 'live')`,
    revenue_this_month: `(SELECT coalesce(sum(x.amount), 0)::float8 FROM admin.psa_survey_month_billing x
      WHERE x.psa_buyer_id = b.id AND x.month = ${THIS_MONTH})`,
    open_invoices: `(SELECT coalesce(sum(i.amount), 0)::float8 FROM admin.psa_invoices i WHERE i.psa_buyer_id = b.id AND i.status = 'sent')`,
  },
  search: ({ pattern, id }) => `b.id = ${id} OR b.name ILIKE ${pattern} OR b.company ILIKE ${pattern}`,
  form: {
    table: 'admin.psa_buyers',
    unique: 'name',
    touch: { updated_at: 'now' },
    // A buyer of supplier 50 (PSA) that no PSA buyer stands for yet.
    options: {
      supplier_buyer_id: `SELECT sb.id AS value, sb.supplier_buyer_name || ' (' || sb.supplier_buyer_id || ')' AS label
        FROM admin.supplier_buyers sb WHERE sb.supplier_id = 50
          AND NOT EXISTS (SELECT 1 FROM admin.psa_buyers b WHERE b.supplier_buyer_id = sb.id)`,
    },
  },
};

/** /psa-surveys: completes and revenue from the completes themselves (rule 1). */
export const psaSurveys: ServerResource = {
  def: psaSurveysResource,
  from: `admin.psa_survey_terms t
    JOIN admin.surveys s ON s.id = t.survey_id
    JOIN admin.psa_buyers b ON b.id = t.psa_buyer_id
    LEFT JOIN LATERAL (SELECT count(*)::int AS completes, coalesce(sum(c.revenue), 0)::float8 AS revenue
      FROM admin.clicks c WHERE c.survey_id = t.survey_id AND c.status = 1) f ON true`,
  idExpr: 't.survey_id',
  idType: 'integer',
  columns: {
    survey_id: 't.survey_id',
    survey_name: 's.name',
    psa_buyer_id: 't.psa_buyer_id',
    buyer_name: 'b.name',
    supplier_buyer_id: 'b.supplier_buyer_id',
    po_number: 't.po_number',
    country_code: 's.country_code',
    cpi_sold: 't.cpi_sold::float8',
    loi: 's.loi',
    ir: 't.ir::float8',
    quota: 't.quota',
    completes: 'f.completes',
    status: 't.status',
    revenue: 'f.revenue',
  },
  filters: { psa_buyer_id: 't.psa_buyer_id', status: 't.status', country_code: { expr: 's.country_code', cast: 'bpchar' } },
  options: {
    psa_buyer_id: BUYER_OPTIONS,
    country_code: `SELECT DISTINCT c.code AS value, c.name AS label FROM admin.psa_survey_terms t
      JOIN admin.surveys s ON s.id = t.survey_id JOIN core.countries c ON c.code = s.country_code ORDER BY 2`,
  },
  statistics: { total_completes: 'coalesce(sum(f.completes), 0)::int', total_revenue: 'coalesce(sum(f.revenue), 0)::float8' },
  form: {
    table: 'admin.psa_survey_terms',
    key: 'survey_id',
    unique: 'survey_id',
    options: {
      survey_id: `SELECT id AS value, id || ': ' || name AS label FROM admin.surveys WHERE supplier_id = ${PSA_SUPPLIER}`,
      psa_buyer_id: BUYER_OPTIONS,
    },
    check: checkPsaSurveyTerms,
  },
};

/** A buyer who requires a PO gets no survey without its PO number (422 naming the field). */
async function checkPsaSurveyTerms(tx: Queryable, values: Record<string, unknown>): Promise<void> {
  const { rows } = await tx.query<{ name: string; po_required: boolean }>('SELECT name, po_required FROM admin.psa_buyers WHERE id = $1', [
    values.psa_buyer_id,
  ]);
  const buyer = rows[0];
  if (buyer?.po_required && !values.po_number) throw unprocessable({ po_number: [PSA_SURVEY_MESSAGES.poRequired(buyer.name)] });
}

/** /psa-monthly-invoicing: the view admin.psa_monthly_invoicing (migration 056). */
export const psaMonthlyInvoicing: ServerResource = {
  def: psaMonthlyInvoicingResource,
  from: 'admin.psa_monthly_invoicing v JOIN admin.psa_buyers b ON b.id = v.psa_buyer_id',
  idExpr: `(v.psa_buyer_id::bigint * 1000000 + to_char(v.month, 'YYYYMM')::int)`,
  idType: 'bigint',
  columns: {
    month: 'v.month_key',
    psa_buyer_id: 'v.psa_buyer_id',
    buyer_name: 'b.name',
    supplier_buyer_id: 'b.supplier_buyer_id',
    completes: 'v.completes',
    reconciled: 'v.reconciled',
    billable: 'v.billable',
    amount: 'v.amount::float8',
    invoice_no: 'v.invoice_no',
    status: 'v.status',
    invoice_id: 'v.invoice_id',
    closed: 'v.closed',
    paid_at: 'v.paid_at',
  },
  sorts: { month: 'v.month' },
  filters: { month: 'v.month', psa_buyer_id: 'v.psa_buyer_id', status: 'v.status' },
  options: { psa_buyer_id: BUYER_OPTIONS },
  statistics: { total_completes: 'coalesce(sum(v.completes), 0)::int', ...invoiceTotals },
};

/** /psa-survey-po-invoicing: the view admin.psa_po_invoicing (migration 056). */
export const psaSurveyPoInvoicing: ServerResource = {
  def: psaSurveyPoInvoicingResource,
  from: `admin.psa_po_invoicing v JOIN admin.psa_buyers b ON b.id = v.psa_buyer_id JOIN admin.surveys s ON s.id = v.survey_id`,
  idExpr: 'v.survey_id',
  idType: 'integer',
  columns: {
    survey_id: 'v.survey_id',
    survey_name: 's.name',
    psa_buyer_id: 'v.psa_buyer_id',
    buyer_name: 'b.name',
    supplier_buyer_id: 'b.supplier_buyer_id',
    po_number: 'v.po_number',
    billable: 'v.billable',
    amount: 'v.amount::float8',
    invoice_no: 'v.invoice_no',
    status: 'v.status',
    invoice_id: 'v.invoice_id',
    closed: 'v.closed',
    status_at: 'v.status_at',
  },
  filters: { psa_buyer_id: 'v.psa_buyer_id', status: 'v.status' },
  options: { psa_buyer_id: BUYER_OPTIONS },
  statistics: invoiceTotals,
};

/**
 * /psa-popular-questions: per question the PSA surveys asking it and their countries, and the share of
 * active users who answered it; the country and the window (the surveys' creation) narrow the surveys
 * behind each row, and the country also the users of the coverage.
 */
const popularQuestions = (c: Readonly<Record<string, string>>) => {
  const surveys = [c.country_code && `s.country_code = ${c.country_code}`, c.created_at].filter(Boolean);
  const users = c.country_code ? ` AND u.country_code = ${c.country_code}` : '';
  return `(SELECT ql.question_id, count(DISTINCT ql.survey_id)::int AS surveys,
       string_agg(DISTINCT s.country_code, ', ' ORDER BY s.country_code) AS countries
     FROM admin.qualifications ql JOIN admin.psa_survey_terms t ON t.survey_id = ql.survey_id
     JOIN admin.surveys s ON s.id = ql.survey_id ${surveys.length > 0 ? `WHERE ${surveys.join(' AND ')}` : ''}
     GROUP BY ql.question_id) p
    JOIN admin.questions q ON q.id = p.question_id
    CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM admin.user_profiling_answers pa
        WHERE pa.user_id = u.id AND pa.question_id = p.question_id)) AS answered, count(*) AS active
      FROM admin.users u WHERE u.status = 1${users}) cov`;
};

export const psaPopularQuestions: ServerResource = {
  def: psaPopularQuestionsResource,
  from: popularQuestions({}),
  scopedFrom: {
    // The country's placeholder itself: the source compares both the surveys' and the users' country with it.
    filters: { country_code: { where: (value) => value }, created_at: 's.created_at' },
    build: popularQuestions,
  },
  idExpr: 'p.question_id',
  idType: 'integer',
  columns: {
    question_id: 'p.question_id',
    question_text: 'q.text',
    surveys: 'p.surveys',
    countries: 'p.countries',
    panel_coverage: `round(100.0 * cov.answered / nullif(cov.active, 0), 2)::float8`,
  },
  options: {
    country_code: `SELECT DISTINCT s.country_code AS value, s.country_code AS label
      FROM admin.psa_survey_terms t JOIN admin.surveys s ON s.id = t.survey_id ORDER BY 1`,
  },
};
