import type { MultiSearchClickRow } from '@bo/contract';
import type { Queryable } from '@bo/db';

/**
 * Clicks for a supplier's disputed list: a whole number is a click id; anything else a supplier
 * hash, which stands for the completes of the user it names at that supplier.
 */
export async function searchClicks(
  db: Queryable,
  inputs: readonly string[],
): Promise<{ data: MultiSearchClickRow[]; not_found: string[] }> {
  const ids = inputs.filter((i) => /^\d{1,15}$/.test(i));
  const hashes = inputs.filter((i) => !/^\d{1,15}$/.test(i));
  const { rows } = await db.query<MultiSearchClickRow>(
    `WITH m AS (
       SELECT i.input, 'click_id' AS matched_by, c.id FROM unnest($1::text[]) i(input) JOIN admin.clicks c ON c.id = i.input::bigint
       UNION ALL
       SELECT i.input, 'supplier_hash', c.id FROM unnest($2::text[]) i(input)
         JOIN admin.user_supplier_hashes h ON h.hash = i.input
         JOIN admin.clicks c ON c.user_id = h.user_id AND c.supplier_id = h.supplier_id AND c.status = 1
     )
     SELECT m.input, m.matched_by, c.id::float8 AS click_id, c.user_id::float8 AS user_id, c.survey_id, c.supplier_id, c.status,
       c.response_status, c.complete_status, c.revenue::float8 AS revenue, c.created_at
     FROM m JOIN admin.clicks c ON c.id = m.id
     ORDER BY m.input, c.id`,
    [ids, hashes],
  );
  const order = new Map(inputs.map((input, n) => [input, n]));
  const data = rows
    .map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }))
    .sort((a, b) => order.get(a.input)! - order.get(b.input)! || a.click_id - b.click_id);
  const found = new Set(data.map((r) => r.input));
  return { data, not_found: inputs.filter((i) => !found.has(i)) };
}
