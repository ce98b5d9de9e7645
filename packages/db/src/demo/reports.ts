import { rebuildAllRollups } from '../rollups/rebuild.ts';
import type { Db, Queryable } from '../types.ts';
import { sqlInt, sqlPick, sqlRandom } from './marketplace/sql-random.ts';
import type { DemoOptions } from './random.ts';
import { seedPublisherPayments, seedSupplierStatements } from './reports-statements.ts';

const SYNC_ERRORS = ['HTTP 503 from the supplier API', 'Timeout after 60 s', 'Invalid JSON in the survey feed', 'HTTP 401: token expired'];

/** Every active supplier's feed ran every 4 hours over the 90 days; about 1 run in 25 failed. */
async function seedSyncRuns(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.survey_sync_runs (supplier_id, started_at, finished_at, status, surveys_received, surveys_new, surveys_updated,
        surveys_closed, live_after, error)
     SELECT r.supplier_id, r.started_at, r.started_at + ${sqlInt('r.k', 702, 5, 240)} * interval '1 second',
       CASE WHEN r.failed THEN 2 ELSE 1 END,
       CASE WHEN r.failed THEN 0 ELSE ${sqlInt('r.k', 703, 40, 400)} END,
       CASE WHEN r.failed THEN 0 ELSE ${sqlInt('r.k', 704, 0, 30)} END,
       CASE WHEN r.failed THEN 0 ELSE ${sqlInt('r.k', 705, 10, 120)} END,
       CASE WHEN r.failed THEN 0 ELSE ${sqlInt('r.k', 706, 0, 25)} END,
       greatest(0, r.base + ${sqlInt('r.k', 707, -40, 40)}),
       CASE WHEN r.failed THEN ${sqlPick('r.k', 708, SYNC_ERRORS)} END
     FROM (
       SELECT s.id AS supplier_id, s.id::bigint * 1000 + g AS k,
         $1::timestamptz - g * interval '4 hours' AS started_at,
         ${sqlRandom('s.id::bigint * 1000 + g', 701)} < 0.04 AS failed,
         100 + (hashint8extended(s.id, 709) & 1023) % 600 AS base
       FROM admin.suppliers s CROSS JOIN generate_series(0, 539) g
       WHERE s.status = 1 AND EXISTS (SELECT 1 FROM admin.surveys v WHERE v.supplier_id = s.id)
     ) r`,
    [now],
  );
}

/** A number for one day, app and country, the same on every engine (no text hashing). */
const ROW_KEY = `(extract(epoch FROM day)::bigint / 86400 * 100000 + app_id * 10000 + ascii(country_code) * 100 + ascii(substr(country_code, 2)))`;

/** Bitburst's figures as if imported: its wall on the same apps and countries, a little above or below ours. */
async function seedBitburst(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO admin.bitburst_daily_stats (day, app_id, country_code, clicks, completes, revenue)
     SELECT day, app_id, country_code,
       round(sum(clicks) * (0.6 + ${sqlRandom(`${ROW_KEY}`, 721)} * 0.8))::int,
       round(sum(completes) * (0.5 + ${sqlRandom(`${ROW_KEY}`, 722)} * 0.8))::int,
       round((sum(revenue) * (0.5 + ${sqlRandom(`${ROW_KEY}`, 723)} * 0.8))::numeric, 2)
     FROM admin.daily_stats WHERE country_code IS NOT NULL AND offer_provider_id IS NULL
     GROUP BY day, app_id, country_code`,
  );
}

/** The metric alarms staff set up, some fired lately, one muted, one off. */
async function seedAlertRules(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.alert_rules (name, metric, scope, threshold, window_minutes, severity, enabled, muted_until, last_fired_at, updated_by, updated_at)
     VALUES
       ('Conversion below 8 %', 'conversion', 'all', 8, 60, 'critical', true, NULL, $1::timestamptz - interval '3 hours', 1, $1::timestamptz - interval '40 days'),
       ('Cint conversion below 10 %', 'conversion', 'supplier 8', 10, 120, 'warning', true, NULL, $1::timestamptz - interval '2 days', 5, $1::timestamptz - interval '30 days'),
       ('Revenue per hour under $20', 'revenue_per_hour', 'all', 20, 60, 'warning', true, $1::timestamptz + interval '5 hours', $1::timestamptz - interval '6 hours', 1, $1::timestamptz - interval '1 day'),
       ('Postback errors over 50', 'postback_errors', 'all', 50, 15, 'critical', true, NULL, NULL, 1, $1::timestamptz - interval '60 days'),
       ('Feed failing 3 runs in a row', 'sync_failures', 'all', 3, 720, 'warning', true, NULL, $1::timestamptz - interval '9 days', 5, $1::timestamptz - interval '20 days'),
       ('Recon % above 15 % (HeyCash)', 'recon_percent', 'app 18', 15, 10080, 'info', false, NULL, $1::timestamptz - interval '25 days', 1, $1::timestamptz - interval '10 days')`,
    [now],
  );
}

/**
 * The report rollups over the whole demo timeline (90 days of clicks and offer traffic, with the
 * reconciliations that landed weeks later), as admin-api's job would have kept them day by day;
 * then the monitoring tables the reports read beside them (feed runs, Bitburst's imported figures).
 */
export async function seedReports(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await rebuildAllRollups(tx, opts.now.toISOString().slice(0, 10));
    await seedSyncRuns(tx, opts.now);
    await seedBitburst(tx);
    await seedAlertRules(tx, opts.now);
    await seedSupplierStatements(tx, opts.now);
    await seedPublisherPayments(tx, opts.now);
  });
}
