import type { Db } from '../types.ts';
import { sqlInt, sqlMoney, sqlRandom } from './marketplace/sql-random.ts';
import type { DemoOptions } from './random.ts';

/** Permission groups of the demo: three follow the staff admins 200-202 (their modules now), one has no members yet. */
const GROUPS: ReadonlyArray<readonly [name: string, memberId: number | null, modules: readonly string[]]> = [
  ['Surveys desk', 200, []],
  ['Support agent', 201, []],
  ['Finance', 202, []],
  ['Fraud analyst', null, ['users', 'user_details', 'clicks', 'completes', 'ip_logs']],
];

/**
 * The operator config screens (issue 18, migration 043): sources per app and country, survey publishers'
 * terms, A/B tests with their assigned users, admin permission groups and the profiler's default questions.
 * Needs the marketplace (apps, users, clicks, questions) first; skipped when already loaded.
 */
export async function seedOperatorConfig(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.app_country_sources');
    if ((loaded.rows[0]?.n ?? 0) > 0) return;
    const now = opts.now;
    // The four countries with the most users of each product app.
    const topCountries = `(SELECT u.app_id, u.country_code, row_number() OVER (PARTITION BY u.app_id ORDER BY count(*) DESC, u.country_code) AS rank
      FROM admin.users u JOIN core.apps a ON a.id = u.app_id WHERE a.project IS NOT NULL AND u.country_code IS NOT NULL
      GROUP BY u.app_id, u.country_code)`;
    await tx.query(
      `INSERT INTO admin.app_country_sources (app_id, country_code, supplier_ids, offer_provider_ids, profiler_required, min_payout, updated_by, updated_at)
       SELECT t.app_id, t.country_code,
         ARRAY(SELECT s.id FROM admin.suppliers s WHERE s.status = 1 ORDER BY hashint8extended(s.id::bigint, t.app_id * 100 + t.rank) LIMIT ${sqlInt('t.app_id * 10 + t.rank', 951, 3, 5)}),
         ARRAY(SELECT p.id FROM admin.offer_providers p WHERE p.status = 1 ORDER BY hashint8extended(p.id::bigint, t.app_id + t.rank) LIMIT 2),
         ${sqlRandom('t.app_id * 10 + t.rank', 952)} < 0.5, ${sqlMoney('t.app_id * 10 + t.rank', 953, 0.1, 0.5)}, 1,
         $1::timestamptz - ${sqlInt('t.app_id * 10 + t.rank', 954, 1, 90)} * interval '1 day'
       FROM ${topCountries} t WHERE t.rank <= 4`,
      [now],
    );
    await tx.query(
      `INSERT INTO admin.survey_publisher_settings (publisher_id, app_id, revenue_share, postback_url, countries, status, updated_by, updated_at)
       SELECT p.id, a.id, p.revenue_share, 'https://postback.publisher' || p.id || '.example/complete?app=' || a.id || '&click={click_id}&payout={payout}',
         CASE WHEN ${sqlRandom('p.id * 1000 + a.id', 961)} < 0.4 THEN ARRAY['US', 'GB', 'DE']::char(2)[] ELSE '{}' END,
         CASE WHEN p.status = 0 OR ${sqlRandom('p.id * 1000 + a.id', 962)} < 0.15 THEN 'disabled' ELSE 'active' END, 1,
         $1::timestamptz - ${sqlInt('p.id * 1000 + a.id', 963, 1, 120)} * interval '1 day'
       FROM admin.publishers p JOIN core.apps a ON a.project IS NOT NULL
       WHERE a.publisher_id = p.id OR ${sqlRandom('p.id * 1000 + a.id', 964)} < 0.3`,
      [now],
    );
    // Two tests per product: one running since 20 days, one stopped after two weeks; a draft on Prime Opinion.
    await tx.query(
      `INSERT INTO admin.ab_tests (app_id, name, status, variants, split, starts_on, ends_on, updated_by, updated_at, created_at)
       SELECT a.id, a.name || ' ' || v.name, v.status, v.variants, v.split, ($1::timestamptz - v.started * interval '1 day')::date,
         CASE WHEN v.status = 'stopped' THEN ($1::timestamptz - (v.started - 14) * interval '1 day')::date END, 1,
         $1::timestamptz - v.started * interval '1 day', $1::timestamptz - (v.started + 2) * interval '1 day'
       FROM core.apps a CROSS JOIN (VALUES
         ('onboarding bonus', 'running', ARRAY['Control', 'Bonus 500 points'], ARRAY[50, 50]::smallint[], 20),
         ('survey wall layout', 'stopped', ARRAY['List', 'Cards', 'Cards with LOI'], ARRAY[34, 33, 33]::smallint[], 45)
       ) v(name, status, variants, split, started)
       WHERE a.project IS NOT NULL
       UNION ALL
       SELECT 13, 'Prime Opinion cash-out reminder', 'draft', ARRAY['Control', 'Push at 80 %'], ARRAY[80, 20]::smallint[],
         ($1::timestamptz + interval '7 days')::date, NULL, 1, $1::timestamptz, $1::timestamptz`,
      [now],
    );
    // About half of each app's users, each drawn into a variant by the split.
    await tx.query(
      `INSERT INTO admin.ab_test_assignments (ab_test_id, user_id, variant, assigned_at)
       SELECT t.id, u.id, pick.variant, t.starts_on::timestamptz + ${sqlInt('u.id', 971, 0, 600)} * interval '1 minute'
       FROM admin.ab_tests t JOIN admin.users u ON u.app_id = t.app_id
       CROSS JOIN LATERAL (
         SELECT w.variant FROM (SELECT x.variant, sum(x.share) OVER (ORDER BY x.n) AS upto
           FROM unnest(t.variants, t.split) WITH ORDINALITY x(variant, share, n)) w
         WHERE w.upto > floor(${sqlRandom('u.id * 7 + t.id', 972)} * 100) ORDER BY w.upto LIMIT 1
       ) pick
       WHERE t.status <> 'draft' AND ${sqlRandom('u.id + t.id * 100000', 973)} < 0.5`,
    );
    for (const [name, memberId, modules] of GROUPS) {
      const group = await tx.query<{ id: number }>(
        `INSERT INTO admin.admin_permission_groups (name, modules, main_page, updated_by, updated_at)
         SELECT $1, m.modules, m.modules[1], 1, $3::timestamptz - interval '20 days'
         FROM (SELECT coalesce((SELECT ARRAY(SELECT jsonb_array_elements_text(permissions->'modules')) FROM core.admins WHERE id = $2), $4::text[]) AS modules) m
         RETURNING id`,
        [name, memberId, now, modules],
      );
      if (memberId !== null)
        await tx.query(
          `INSERT INTO admin.admin_permission_group_members (admin_id, group_id, applied_by, applied_at)
           SELECT id, $2, 1, $3::timestamptz - interval '20 days' FROM core.admins WHERE id = $1`,
          [memberId, group.rows[0]!.id, now],
        );
    }
    // The first single-choice questions, asked in the top two countries of each product; the first three required.
    await tx.query(
      `INSERT INTO admin.profiler_default_questions (app_id, country_code, question_id, position, required, updated_by, updated_at)
       SELECT t.app_id, t.country_code, q.id, q.position, q.position <= 3, 1, $1::timestamptz - interval '60 days'
       FROM ${topCountries} t
       CROSS JOIN (SELECT id, row_number() OVER (ORDER BY id)::int AS position FROM admin.questions WHERE is_active AND question_type IN (1, 2, 3) ORDER BY id LIMIT 6) q
       WHERE t.rank <= 2`,
      [now],
    );
  });
}
