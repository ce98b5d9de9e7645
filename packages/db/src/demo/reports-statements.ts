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
