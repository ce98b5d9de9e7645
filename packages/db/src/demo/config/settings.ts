import type { Queryable } from '../../types.ts';
import { sqlInt, sqlPick, sqlRandom } from '../marketplace/sql-random.ts';

const FIRST = ['Anna', 'Ben', 'Chloe', 'David', 'Emma', 'Felix', 'Grace', 'Hugo', 'Ines', 'Jonas'];
const LAST = ['Miller', 'Schmidt', 'Dubois', 'Rossi', 'Novak', 'Jensen', 'Garcia', 'Kowalski'];
const COMPANIES = ['Acme Research', 'Blue Fin Media', 'Cobalt Apps', 'Delta Insights', 'Evergreen Labs'];
const SITES = ['primeopinion.com', 'fivesurveys.com', 'heycash.app', 'topsurveys.app', 'earnstar.io'];
const MESSAGES = [
  'We would like to buy sample for a B2B study in Germany. Who can we talk to?',
  'Can our app integrate your survey wall? We have 200k monthly users.',
  'I was charged twice for my cash-out, please check.',
  'Do you offer API access for project setup?',
  'Partnership request: affiliate traffic from Latin America.',
];
const ARTICLES: ReadonlyArray<readonly [string, string]> = [
  ['How do I cash out?', 'Payouts'],
  ['Why was I screened out of a survey?', 'Surveys'],
  ['How long until my points arrive?', 'Points'],
  ['How do I verify my phone number?', 'Account'],
  ['What is a reconciliation?', 'Surveys'],
  ['How do streaks work?', 'Bonuses'],
];

/** Contact messages, help articles, survey groups and bonus schedules for the section 9 screens. */
export async function seedConfigSettings(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.home_contacts (name, email, company, site, message, status, updated_by, updated_at, created_at)
     SELECT ${sqlPick('g', 901, FIRST)} || ' ' || ${sqlPick('g', 902, LAST)}, 'contact' || g || '@mail.demo.test',
       CASE WHEN ${sqlRandom('g', 903)} < 0.6 THEN ${sqlPick('g', 904, COMPANIES)} END, ${sqlPick('g', 905, SITES)}, ${sqlPick('g', 906, MESSAGES)},
       CASE WHEN g > 8 THEN 'handled' ELSE 'new' END, CASE WHEN g > 8 THEN 93 END,
       CASE WHEN g > 8 THEN $1::timestamptz - (g - 8) * interval '1 day' END,
       $1::timestamptz - g * interval '1 day' - ${sqlInt('g', 907, 0, 600)} * interval '1 minute'
     FROM generate_series(1, 30) g`,
    [now],
  );
  await tx.query(
    `INSERT INTO admin.app_articles (app_id, language_code, title, category, status, updated_by, updated_at)
     SELECT a.id, 'en', v.title || ' (' || a.name || ')', v.category, CASE WHEN ${sqlRandom('a.id * 10 + v.n', 911)} < 0.8 THEN 'published' ELSE 'draft' END,
       1, $1::timestamptz - ${sqlInt('a.id * 10 + v.n', 912, 1, 200)} * interval '1 day'
     FROM core.apps a CROSS JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS v(title, category, n)
     WHERE a.project IS NOT NULL`,
    [now, ARTICLES.map((a) => a[0]), ARTICLES.map((a) => a[1])],
  );
  await tx.query(
    `INSERT INTO admin.survey_groups (name, exclusion, updated_by, updated_at, created_at)
     SELECT 'Brand tracker wave ' || g, CASE WHEN g % 3 = 0 THEN 'click' ELSE 'complete' END, 1,
       $1::timestamptz - g * interval '9 days', $1::timestamptz - g * interval '10 days'
     FROM generate_series(1, 8) g`,
    [now],
  );
  // Each group: a few surveys of the same topic across suppliers.
  await tx.query(
    `INSERT INTO admin.survey_group_members (survey_group_id, survey_id)
     SELECT DISTINCT g.id, 1 + ((g.id * 31 + k * 17) % (SELECT count(*) FROM admin.surveys))::int
     FROM admin.survey_groups g CROSS JOIN generate_series(1, 5) k`,
  );
  await tx.query(
    `INSERT INTO admin.bonus_schedules (app_id, name, type, value, countries, starts_on, ends_on, cancelled, updated_by, updated_at)
     SELECT a.id, a.name || ' weekend bonus ' || w, CASE WHEN w % 2 = 0 THEN 'fixed' ELSE 'multiplier' END,
       CASE WHEN w % 2 = 0 THEN 0.25 ELSE 1.2 END, CASE WHEN w % 3 = 0 THEN ARRAY['US', 'GB']::char(2)[] ELSE '{}' END,
       ($1::timestamptz + (w - 3) * interval '7 days')::date, ($1::timestamptz + (w - 3) * interval '7 days' + interval '2 days')::date,
       w = 5, 1, $1::timestamptz - interval '30 days'
     FROM core.apps a CROSS JOIN generate_series(1, 5) w WHERE a.project IS NOT NULL`,
    [now],
  );
}
