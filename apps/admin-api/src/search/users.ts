import type { MultiSearchUserRow } from '@bo/contract';
import { searchInputKind } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { inputsOf } from './inputs-of.ts';

/**
 * Users for pasted ids, e-mails, user hashes and supplier hashes, or IPs (every user the IP logs
 * saw on it). One query: each kind reads its index (primary key, lower(email), hash, ip).
 */
export async function searchUsers(db: Queryable, inputs: readonly string[]): Promise<{ data: MultiSearchUserRow[]; not_found: string[] }> {
  const of = (kind: string) => inputsOf(inputs, (i) => (searchInputKind(i) === kind ? i : null));
  const ids = of('id');
  const emails = of('email');
  const hashes = of('hash');
  const ips = of('ip');
  const { rows } = await db.query<MultiSearchUserRow & { n: number }>(
    `WITH m AS (
       SELECT i.input, 'id' AS matched_by, u.id AS user_id FROM unnest($1::text[]) i(input) JOIN admin.users u ON u.id = i.input::bigint
       UNION ALL
       SELECT i.input, 'email', u.id FROM unnest($2::text[]) i(input) JOIN admin.users u ON lower(u.email) = lower(i.input)
       UNION ALL
       SELECT i.input, 'hash', u.id FROM unnest($3::text[]) i(input) JOIN admin.users u ON u.hash = i.input
       UNION ALL
       SELECT i.input, 'hash', h.user_id FROM unnest($3::text[]) i(input) JOIN admin.user_supplier_hashes h ON h.hash = i.input
       UNION ALL
       SELECT DISTINCT k.input, 'ip', l.user_id FROM unnest($4::inet[]) WITH ORDINALITY i(ip, n)
         JOIN admin.ip_logs l ON l.ip = i.ip CROSS JOIN LATERAL (SELECT ($5::text[])[i.n] AS input) k
     )
     SELECT DISTINCT ON (m.input, m.user_id) m.input, m.matched_by, u.id::int AS user_id, u.app_id, a.name AS app_name, u.status,
       u.country_code, round(u.balance::numeric / coalesce(a.points_divisor, a.exchange_rate), 2)::float8 AS balance_usd,
       (SELECT count(*)::int FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1) AS completes,
       u.created_at
     FROM m JOIN admin.users u ON u.id = m.user_id JOIN core.apps a ON a.id = u.app_id
     ORDER BY m.input, m.user_id`,
    [ids.map((x) => x.input), emails.map((x) => x.input), hashes.map((x) => x.input), ips.map((x) => x.input), ips.map((x) => x.input)],
  );
  const order = new Map(inputs.map((input, n) => [input, n]));
  const data = rows
    .map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }))
    .sort((a, b) => order.get(a.input)! - order.get(b.input)! || a.user_id - b.user_id);
  const found = new Set(data.map((r) => r.input));
  return { data, not_found: inputs.filter((i) => !found.has(i)) };
}
