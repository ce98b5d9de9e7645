import type { Queryable } from '../../types.ts';
import { sqlInt, sqlRandom } from '../marketplace/sql-random.ts';

/** Supplier 50 (Prime Sample, PSA): the surveys of the sample-selling product. */
export const PSA_SUPPLIER_ID = 50;

/**
 * Buyers (one per buyer row of supplier 50), the terms of every PSA survey (sold at the CPI its
 * completes earn, so an invoice equals its completes' net revenue), and invoices: months
 * before last month invoiced, paid and closed; last month's invoices sent (open month); this month
 * live. About a third of the surveys carry a PO number and are invoiced per PO instead.
 */
export async function seedSampleSelling(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.psa_buyers (supplier_buyer_id, name, company, contact_email, currency, payment_terms_days, po_required, created_at)
     SELECT DISTINCT ON (sb.supplier_buyer_name) sb.id, sb.supplier_buyer_name, sb.supplier_buyer_name || ' Research Ltd',
       'billing@' || lower(regexp_replace(sb.supplier_buyer_name, '[^A-Za-z]+', '', 'g')) || '.demo.test',
       CASE WHEN sb.id % 3 = 0 THEN 'EUR' ELSE 'USD' END, CASE WHEN sb.id % 2 = 0 THEN 30 ELSE 45 END, sb.id % 4 = 1, sb.created_at
     FROM admin.supplier_buyers sb WHERE sb.supplier_id = $1 ORDER BY sb.supplier_buyer_name, sb.id`,
    [PSA_SUPPLIER_ID],
  );
  // A buyer of supplier 50 without a PSA account yet: the one /psa-buyers' 'Add Another' offers.
  await tx.query(
    `INSERT INTO admin.supplier_buyers (supplier_id, supplier_buyer_id, supplier_buyer_name, created_at)
     VALUES ($1, 'B50999', 'Northwind Insights', $2::timestamptz - interval '20 days')`,
    [PSA_SUPPLIER_ID, now],
  );
  await tx.query(
    `INSERT INTO admin.psa_survey_terms (survey_id, psa_buyer_id, po_number, cpi_sold, ir, quota, status, created_at)
     SELECT s.id, b.id, CASE WHEN b.po_required OR ${sqlRandom('s.id', 881)} < 0.2 THEN 'PO-' || (40000 + s.id * 7) END,
       s.cpi, ${sqlInt('s.id', 882, 15, 85)}, ${sqlInt('s.id', 883, 5, 60)} * 10,
       CASE WHEN s.created_at < $2::timestamptz - interval '120 days' THEN 'closed' WHEN s.status = 1 THEN 'live'
            WHEN s.status = 0 THEN 'paused' ELSE 'draft' END, s.created_at
     FROM admin.surveys s JOIN admin.psa_buyers b ON b.supplier_buyer_id = s.supplier_buyer_id
     WHERE s.supplier_id = $1`,
    [PSA_SUPPLIER_ID, now],
  );
  const thisMonth = `date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC')::date`;
  await tx.query(
    `INSERT INTO admin.psa_invoices (invoice_no, kind, psa_buyer_id, month, completes, reconciled, billable, amount, status, sent_at, paid_at, created_by, created_at)
     SELECT 'PSA-' || to_char(v.month, 'YYYYMM') || '-' || lpad(v.psa_buyer_id::text, 3, '0'), 'monthly', v.psa_buyer_id, v.month,
       v.completes, v.reconciled, v.billable, v.amount, CASE WHEN v.month < ${thisMonth} - interval '1 month' THEN 'paid' ELSE 'sent' END,
       v.month + interval '1 month 2 days', CASE WHEN v.month < ${thisMonth} - interval '1 month' THEN v.month + interval '1 month 25 days' END,
       1, v.month + interval '1 month 1 day'
     FROM admin.psa_monthly_invoicing v WHERE v.month < ${thisMonth} AND v.billable > 0`,
    [now],
  );
  await tx.query(
    `INSERT INTO admin.psa_invoices (invoice_no, kind, psa_buyer_id, month, survey_id, po_number, completes, reconciled, billable, amount, status, sent_at, paid_at, created_by, created_at)
     SELECT 'PSA-PO-' || t.survey_id || '-' || t.po_number, 'po', t.psa_buyer_id, date_trunc('month', t.created_at + interval '130 days')::date, t.survey_id, t.po_number,
       l.completes, l.reconciled, l.billable, l.amount, 'paid', t.created_at + interval '125 days', t.created_at + interval '150 days', 1,
       t.created_at + interval '124 days'
     FROM admin.psa_survey_terms t
     JOIN (SELECT survey_id, sum(completes)::int AS completes, sum(reconciled)::int AS reconciled, sum(billable)::int AS billable,
             sum(amount) AS amount FROM admin.psa_survey_month_billing GROUP BY survey_id) l ON l.survey_id = t.survey_id
     WHERE t.status = 'closed' AND t.po_number IS NOT NULL AND t.created_at + interval '150 days' < $1::timestamptz - interval '1 month'`,
    [now],
  );
  await tx.query(
    `INSERT INTO admin.psa_invoice_months (month, closed_by, closed_at)
     SELECT DISTINCT month, 1, month + interval '2 months' FROM admin.psa_invoices WHERE month < ${thisMonth} - interval '1 month'`,
    [now],
  );
}
