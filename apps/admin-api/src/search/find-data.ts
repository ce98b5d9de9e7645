import type { FindDataRow } from '@bo/contract';
import { searchInputKind } from '@bo/contract';
import type { Queryable } from '@bo/db';

/** A phone as typed (+1 555-0100, 0044 20 ...): its digits, matched against the stored E.164 digits. */
const phoneDigits = (value: string): string | null => {
  if (!/^\+?[\d\s().-]{6,24}$/.test(value)) return null;
  const digits = value.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 6 ? digits : null;
};

/**
 * Find a user by any datum (specification 04, section 7): each value is tried as every field it could
 * be (an e-mail as an e-mail and a payout account, digits as a phone and an external id, any text as a
 * hash, an external id, a payout account and a device id), each through its own index; one row per
 * value, field and user.
 */
export async function findData(db: Queryable, inputs: readonly string[]): Promise<{ data: FindDataRow[]; not_found: string[] }> {
  const ips = inputs.filter((i) => searchInputKind(i) === 'ip');
  const emails = inputs.filter((i) => searchInputKind(i) === 'email');
  const phones = inputs.flatMap((i) => {
    const digits = phoneDigits(i);
    return digits === null ? [] : [{ input: i, digits }];
  });
  const texts = inputs.filter((i) => searchInputKind(i) !== 'ip');
  const { rows } = await db.query<FindDataRow>(
    `WITH m AS (
       SELECT i.input, 'email' AS field, u.email AS value, u.id AS user_id
         FROM unnest($1::text[]) i(input) JOIN admin.users u ON lower(u.email) = lower(i.input)
       UNION ALL
       SELECT k.input, 'phone', v.phone, v.user_id
         FROM unnest($2::text[], $3::text[]) k(input, digits)
         JOIN admin.user_phone_verifications v ON regexp_replace(v.phone, '[^0-9]', '', 'g') = k.digits
       UNION ALL
       SELECT DISTINCT host(i.ip), 'ip', host(l.ip), l.user_id FROM unnest($4::inet[]) i(ip) JOIN admin.ip_logs l ON l.ip = i.ip
       UNION ALL
       SELECT host(i.ip), 'ip', host(u.signup_ip), u.id FROM unnest($4::inet[]) i(ip) JOIN admin.users u ON u.signup_ip = i.ip
       UNION ALL
       SELECT i.input, 'hash', u.hash, u.id FROM unnest($5::text[]) i(input) JOIN admin.users u ON u.hash = i.input
       UNION ALL
       SELECT i.input, 'hash', h.hash, h.user_id FROM unnest($5::text[]) i(input) JOIN admin.user_supplier_hashes h ON h.hash = i.input
       UNION ALL
       SELECT i.input, 'external_id', u.external_user_id, u.id FROM unnest($5::text[]) i(input) JOIN admin.users u ON u.external_user_id = i.input
       UNION ALL
       SELECT DISTINCT i.input, 'payout_account', p.payout_account, p.user_id
         FROM unnest($5::text[]) i(input) JOIN admin.payments p ON lower(p.payout_account) = lower(i.input) AND p.payout_account IS NOT NULL
       UNION ALL
       SELECT i.input, 'device_id', u.device_id, u.id FROM unnest($5::text[]) i(input) JOIN admin.users u ON u.device_id = i.input AND u.device_id IS NOT NULL
     )
     SELECT DISTINCT ON (m.input, m.field, m.user_id) m.input, m.field, m.value, u.id::float8 AS user_id, u.app_id, a.name AS app_name,
       u.status, u.country_code, u.created_at
     FROM m JOIN admin.users u ON u.id = m.user_id JOIN core.apps a ON a.id = u.app_id
     ORDER BY m.input, m.field, m.user_id`,
    [emails, phones.map((p) => p.input), phones.map((p) => p.digits), ips, texts],
  );
  const order = new Map(inputs.map((input, n) => [input, n]));
  // An IP comes back as the database writes it (host()): map it to the value as given.
  const asGiven = new Map(ips.map((ip) => [ip.toLowerCase(), ip]));
  const data = rows
    .map((r) => ({
      ...r,
      input: order.has(r.input) ? r.input : (asGiven.get(r.input.toLowerCase()) ?? r.input),
      created_at: new Date(r.created_at).toISOString(),
    }))
    .sort((a, b) => (order.get(a.input) ?? 0) - (order.get(b.input) ?? 0) || a.field.localeCompare(b.field) || a.user_id - b.user_id);
  const found = new Set(data.map((r) => r.input));
  return { data, not_found: inputs.filter((i) => !found.has(i)) };
}
