import type { Queryable } from '../types.ts';
import { sqlRandom } from './marketplace/sql-random.ts';

/** Suppliers whose statements come per buyer (Forsta, Disqo). */
const PER_BUYER = [23, 26];

/**
 * The suppliers' statements of the demo's closed months, as their account managers entered them: each
 * a little off our net revenue (a dispute where it is off by more than 2 %); older months paid,
 * the last one still open. Forsta and Disqo report per buyer. Read from the rollups: seeded after them.
 */
export async function seedSupplierStatements(tx: Queryable, now: Date): Promise<void> {
  const months = `date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC')::date`;
  const factor = (key: string, salt: number) => `(0.965 + ${sqlRandom(key, salt)} * 0.05)::numeric`;
  await tx.query(
    `INSERT INTO admin.supplier_statements (supplier_id, month, supplier_buyer_id, reported_amount, status, invoice_no, updated_by, updated_at)
     SELECT d.supplier_id, d.month, NULL,
       CASE WHEN d.supplier_id = ANY($2::int[]) THEN NULL ELSE round(d.net * ${factor('d.supplier_id * 1000 + d.m', 731)}, 2) END,
       CASE WHEN d.m >= 3 THEN 'paid' WHEN d.m = 2 THEN 'invoiced' WHEN ${sqlRandom('d.supplier_id * 1000 + d.m', 731)} > 0.8 THEN 'disputed' ELSE 'agreed' END,
       CASE WHEN d.m >= 2 THEN 'INV-' || to_char(d.month, 'YYYYMM') || '-' || lpad(d.supplier_id::text, 3, '0') END,
       1, (d.month + interval '1 month' + interval '9 days')::timestamptz
     FROM (
       SELECT supplier_id, date_trunc('month', day)::date AS month, sum(revenue - reconciled_revenue) AS net,
         ((extract(year FROM ${months}) * 12 + extract(month FROM ${months})) - (extract(year FROM day) * 12 + extract(month FROM day)))::int AS m
       FROM admin.daily_stats WHERE supplier_id IS NOT NULL AND day < ${months}
       GROUP BY supplier_id, date_trunc('month', day), 4
     ) d WHERE d.net > 0`,
    [now, PER_BUYER],
  );
  await tx.query(
    `INSERT INTO admin.supplier_statements (supplier_id, month, supplier_buyer_id, reported_amount, status, updated_by, updated_at)
     SELECT s.supplier_id, s.month, b.buyer_id, round(b.net * ${factor('s.supplier_id * 100000 + b.buyer_id * 10 + extract(month FROM s.month)::int', 732)}, 2),
       s.status, 1, s.updated_at
     FROM admin.supplier_statements s
     JOIN (SELECT supplier_id, supplier_buyer_id AS buyer_id, date_trunc('month', day)::date AS month, sum(revenue - reconciled_revenue) AS net
           FROM admin.daily_stats WHERE supplier_id = ANY($1::int[]) AND supplier_buyer_id IS NOT NULL
           GROUP BY 1, 2, 3) b ON b.supplier_id = s.supplier_id AND b.month = s.month
     WHERE s.supplier_buyer_id IS NULL AND b.net > 0`,
    [PER_BUYER],
  );
}

/**
 * The publishers' payments of the demo's closed months, each the month's payout earned less what was
 * reconciled, paid on the 15th of the next month (the last month still pending, one failed), plus a
 * few adjustments. Read from the rollups: seeded after them.
 */
export async function seedPublisherPayments(tx: Queryable, now: Date): Promise<void> {
  const thisMonth = `date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC')::date`;
  await tx.query(
    `INSERT INTO admin.publisher_payments (publisher_id, month, kind, amount, method, status, reference, created_by, created_at, paid_at)
     SELECT m.publisher_id, m.month, 'payment', m.owed, (ARRAY['Bank transfer', 'PayPal', 'Payoneer', 'Wise'])[1 + m.publisher_id % 4],
       s.status, CASE WHEN s.status = 'paid' THEN 'TRX-' || to_char(m.month, 'YYYYMM') || '-' || m.publisher_id END, 1,
       (m.month + interval '1 month 10 days')::timestamptz,
       CASE WHEN s.status = 'paid' THEN (m.month + interval '1 month 14 days')::timestamptz END
     FROM (
       SELECT a.publisher_id, date_trunc('month', d.day)::date AS month,
         sum(d.publisher_payout + d.offer_payout - d.reconciled_payout) AS owed
       FROM admin.daily_app_supplier_stats d JOIN core.apps a ON a.id = d.app_id
       WHERE a.publisher_id IS NOT NULL AND d.day < ${thisMonth}
       GROUP BY 1, 2
     ) m
     CROSS JOIN LATERAL (SELECT CASE WHEN m.month >= (${thisMonth} - interval '1 month')::date THEN 'pending'
       WHEN ${sqlRandom('m.publisher_id * 100 + extract(month FROM m.month)::int', 741)} < 0.1 THEN 'failed' ELSE 'paid' END AS status) s
     WHERE m.owed > 0`,
    [now],
  );
  await tx.query(
    `INSERT INTO admin.publisher_payments (publisher_id, month, kind, amount, method, status, reference, created_by, created_at, paid_at)
     SELECT p.id, (${thisMonth} - interval '1 month')::date, 'adjustment', CASE WHEN p.id % 2 = 0 THEN 12.50 ELSE -7.25 END, NULL, 'paid',
       CASE WHEN p.id % 2 = 0 THEN 'Goodwill for a tracking outage' ELSE 'Chargeback of fraudulent completes' END, 5,
       $1::timestamptz - interval '12 days', $1::timestamptz - interval '12 days'
     FROM admin.publishers p WHERE p.id IN (1, 2, 7)`,
    [now],
  );
}
