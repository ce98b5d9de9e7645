import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';
import { sqlInt, sqlMoney, sqlRandom } from './marketplace/sql-random.ts';

/** Days of survey inventory snapshots the demo writes (the chart's 30 days). */
export const INVENTORY_DEMO_DAYS = 30;

/**
 * Survey inventory snapshots, single survey links, Cint reconciliation imports and the app x supplier
 * terms (issue 18, migration 041). After the rollups: the snapshots read daily_survey_stats and the
 * imports summarise the Cint completes already reconciled. Skipped when already loaded.
 */
export async function seedSupplyScreens(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.app_supplier_settings');
    if ((loaded.rows[0]?.n ?? 0) > 0) return;
    const today = opts.now.toISOString().slice(0, 10);
    await tx.query(`SELECT admin.snapshot_survey_inventory($1::date - g) FROM generate_series(0, $2::int - 1) g`, [
      today,
      INVENTORY_DEMO_DAYS,
    ]);

    // Links into live surveys for the five products' apps: active, expired and disabled ones.
    await tx.query(
      `INSERT INTO admin.single_survey_links (survey_id, app_id, token, expires_at, disabled, note, updated_by, created_at, updated_at)
       SELECT s.id, (ARRAY[13, 16, 18, 71, 554])[1 + (s.n % 5)], 'demo' || lpad(s.n::text, 4, '0') || substr(md5(s.id::text), 1, 12),
         $1::timestamptz + (CASE WHEN s.n % 4 = 0 THEN -${sqlInt('s.n', 1201, 1, 10)} ELSE ${sqlInt('s.n', 1202, 3, 30)} END) * interval '1 day',
         s.n % 7 = 3, (ARRAY['Buyer test', 'Recontact wave 2', 'Client QA', 'Soft launch'])[1 + (s.n % 4)], 1,
         $1::timestamptz - ${sqlInt('s.n', 1203, 2, 20)} * interval '1 day', $1::timestamptz - ${sqlInt('s.n', 1204, 0, 2)} * interval '1 day'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM admin.surveys WHERE status = 1 AND visibility = 1 ORDER BY id LIMIT 14) s`,
      [opts.now],
    );
    // The clicks that came through each link: some of its survey's clicks.
    await tx.query(
      `INSERT INTO admin.single_survey_link_clicks (link_id, click_id)
       SELECT l.id, c.id FROM admin.single_survey_links l
       CROSS JOIN LATERAL (SELECT c.id FROM admin.clicks c WHERE c.survey_id = l.survey_id ORDER BY c.id LIMIT ${sqlInt('l.id', 1205, 3, 25)}) c`,
    );

    // Cint's monthly files of the last three months: the Cint completes of that month now reconciled,
    // plus rows of theirs we could not match.
    await tx.query(
      `INSERT INTO admin.reconciliation_imports (supplier_id, file_name, month, rows_total, matched, newly_reconciled, already_reconciled,
         revenue_reversed, unmatched, uploaded_by, created_at)
       SELECT 8, 'cint_reconciliation_' || to_char(m.month, 'YYYY_MM') || '.csv', to_char(m.month, 'YYYY-MM'),
         coalesce(r.n, 0) + u.unmatched, coalesce(r.n, 0), coalesce(r.n, 0), 0, coalesce(r.revenue, 0), u.unmatched, 5,
         m.month + interval '1 month' + ${sqlInt('m.g', 1206, 3, 12)} * interval '1 day'
       FROM (SELECT g, (date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC') - g * interval '1 month') AS month FROM generate_series(1, 3) g) m
       CROSS JOIN LATERAL (SELECT ${sqlInt('m.g', 1207, 0, 6)} AS unmatched) u
       LEFT JOIN LATERAL (SELECT count(*)::int AS n, sum(c.revenue) AS revenue FROM admin.clicks c
         WHERE c.supplier_id = 8 AND c.status = 1 AND c.complete_status = 2
           AND c.completed_at >= m.month AT TIME ZONE 'UTC' AND c.completed_at < (m.month + interval '1 month') AT TIME ZONE 'UTC') r ON true`,
      [opts.now],
    );

    // Every app x supplier pair with traffic gets its terms; a few are switched off or capped.
    await tx.query(
      `INSERT INTO admin.app_supplier_settings (app_id, supplier_id, enabled, publisher_share, min_cpi, max_loi, daily_cap, updated_by, updated_at)
       SELECT p.app_id, p.supplier_id, ${sqlRandom('p.n', 1208)} > 0.1, (ARRAY[60, 65, 70, 75, 80])[1 + (p.n % 5)],
         ${sqlMoney('p.n', 1209, 0.2, 1.5)}, (ARRAY[15, 20, 25, 30, 45])[1 + (p.n % 5)],
         CASE WHEN ${sqlRandom('p.n', 1210)} < 0.3 THEN ${sqlInt('p.n', 1211, 50, 500)} END,
         (ARRAY[1, 5, 26])[1 + (p.n % 3)], $1::timestamptz - ${sqlInt('p.n', 1212, 0, 60)} * interval '1 day'
       FROM (SELECT app_id, supplier_id, row_number() OVER (ORDER BY app_id, supplier_id) AS n
             FROM admin.daily_app_supplier_stats WHERE supplier_id IS NOT NULL GROUP BY app_id, supplier_id) p`,
      [opts.now],
    );
  });
}
