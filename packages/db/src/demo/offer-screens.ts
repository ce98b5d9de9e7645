import type { Db } from '../types.ts';
import { sqlRandom } from './marketplace/sql-random.ts';
import type { DemoOptions } from './random.ts';

const TERMS = ['net_30', 'net_45', 'prepaid', 'net_15', 'net_60', 'net_30'];

/**
 * The offer screens' own rows (issue 18), derived from the offers, events and IAP rows the other areas
 * wrote: the clients behind offers, the providers' postbacks of the last 10 days, the IAP files the
 * transactions came in, and a few suppression lists.
 */
export async function seedOfferScreens(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO admin.offer_clients (name, contact, payment_terms, status, updated_by, updated_at)
       SELECT c.name, lower(replace(c.name, ' ', '.')) || '@partners.example', ($2::text[])[1 + (c.n % 6)::int], CASE WHEN c.n = 5 THEN 0 ELSE 1 END, 26,
         $1::timestamptz - c.n * interval '11 days'
       FROM (SELECT client_name AS name, row_number() OVER (ORDER BY client_name) - 1 AS n FROM admin.offers WHERE client_name IS NOT NULL GROUP BY client_name) c`,
      [opts.now, TERMS],
    );
    await tx.query(`UPDATE admin.offers o SET client_id = c.id FROM admin.offer_clients c WHERE c.name = o.client_name`);
    // One postback per event of the last 10 days, as it was answered; about 1 in 20 repeated (duplicate), a few with a bad signature.
    await tx.query(
      `INSERT INTO admin.offer_postback_logs (provider_id, offer_id, user_id, event_id, reward_id, revenue, signature_valid, result, reason, created_at)
       SELECT o.provider_id, e.offer_id, e.user_id, e.event_id, e.reward_id, e.revenue, true,
         CASE WHEN e.status = 2 THEN 'rejected' WHEN e.credit_status = 1 THEN 'credited' ELSE 'pending' END,
         CASE WHEN e.status = 2 THEN coalesce(e.disqualification_reason, 'Rejected by the provider') END,
         e.created_at
       FROM admin.offer_events e JOIN admin.offers o ON o.id = e.offer_id
       WHERE e.created_at > $1::timestamptz - interval '10 days'
       UNION ALL
       SELECT o.provider_id, e.offer_id, e.user_id, e.event_id, e.reward_id, e.revenue, ${sqlRandom('e.id', 911)} > 0.2,
         CASE WHEN ${sqlRandom('e.id', 911)} > 0.2 THEN 'duplicate' ELSE 'rejected' END,
         CASE WHEN ${sqlRandom('e.id', 911)} > 0.2 THEN 'Event already credited' ELSE 'Signature mismatch' END,
         e.created_at + interval '3 minutes'
       FROM admin.offer_events e JOIN admin.offers o ON o.id = e.offer_id
       WHERE e.created_at > $1::timestamptz - interval '10 days' AND ${sqlRandom('e.id', 910)} < 0.05
       ORDER BY 10`,
      [opts.now],
    );
    // The IAP transactions came in weekly files per provider.
    await tx.query(
      `INSERT INTO admin.iap_imports (file_name, provider_id, rows_total, rows_matched, value, uploaded_by, created_at)
       SELECT lower(p.name) || '_iap_' || to_char(w.week, 'YYYY_MM_DD') || '.csv', p.id, w.n + w.n / 12, w.n, w.value,
         CASE WHEN w.n % 2 = 0 THEN 26 ELSE 1 END, w.week + interval '8 days 9 hours'
       FROM (SELECT o.provider_id, date_trunc('week', t.transaction_time AT TIME ZONE 'UTC') AS week, count(*)::int AS n, sum(t.transaction_value) AS value
             FROM admin.offer_iap_transactions t JOIN admin.offers o ON o.id = t.offer_id GROUP BY 1, 2) w
       JOIN admin.offer_providers p ON p.id = w.provider_id
       ORDER BY w.week, p.id`,
    );
    await tx.query(
      `UPDATE admin.offer_iap_transactions t SET import_id = i.id
       FROM admin.offers o, admin.iap_imports i
       WHERE o.id = t.offer_id AND i.provider_id = o.provider_id
         AND i.created_at = date_trunc('week', t.transaction_time AT TIME ZONE 'UTC') + interval '8 days 9 hours'`,
    );
    await tx.query(
      `INSERT INTO admin.offer_suppressions (offer_ids, identifier_type, identifiers, matched_user_ids, file_name, uploaded_by, created_at)
       SELECT ARRAY[s.a, s.a + 1], s.kind, s.ids, s.matched, s.file, 26, $1::timestamptz - s.days * interval '1 day'
       FROM (VALUES
         (3, 'user_id', ARRAY['101', '102', '103', '999999'], ARRAY[101, 102, 103]::bigint[], 'northwind_existing_players.csv', 4),
         (12, 'user_id', ARRAY['150', '151'], ARRAY[150, 151]::bigint[], 'bluefin_payers_may.csv', 17),
         (27, 'email_hash', ARRAY['5d41402abc4b2a76b9719d911017c592', '7d793037a0760186574b0282f2f435e7'], '{}'::bigint[], 'harbor_play_hashes.csv', 33)
       ) s(a, kind, ids, matched, file, days)`,
      [opts.now],
    );
  });
}
