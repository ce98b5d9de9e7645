import type { Queryable } from '../../types.ts';
import type { MarketplaceContext } from './context.ts';
import { DEMO_SURVEY_TOPICS, TRAFFIC_SUPPLIER_IDS } from './reference.ts';
import { sqlInt, sqlMoney, sqlPick, sqlRandom, sqlWeighted } from './sql-random.ts';

/** The big suppliers carry most surveys. */
const SUPPLIER_WEIGHTS: ReadonlyArray<readonly [number, number]> = TRAFFIC_SUPPLIER_IDS.map(
  (id) => [id, [6, 7, 8, 5, 50].includes(id) ? 8 : 2] as const,
);
const SURVEY_KINDS = ['Study', 'Survey', 'Tracker', 'Pulse', 'Panel'];
const INVISIBILITY_REASONS = [
  '["Low conversion"]',
  '["High reconciliation rate"]',
  '["Quota full", "Low conversion"]',
  '["Blocked by supplier"]',
  '["Length of interview too long"]',
];

/** Surveys ids 1..n over the last 365 days, and their qualifications. */
export async function seedSurveys(tx: Queryable, ctx: MarketplaceContext): Promise<void> {
  const n = ctx.sizes.surveys;
  await tx.query(
    `WITH buyers AS (SELECT supplier_id, array_agg(id ORDER BY id) AS ids FROM admin.supplier_buyers GROUP BY supplier_id),
     picked AS (
       SELECT g, ${sqlWeighted('g', 201, SUPPLIER_WEIGHTS)} AS supplier_id, ${sqlRandom('g', 209)} < 0.8 AS visible
       FROM generate_series(1, $2::int) g
     )
     INSERT INTO admin.surveys (id, supplier_id, supplier_buyer_id, external_survey_id, name, status, visibility, reasons, country_code, cpi, loi, created_at, updated_at)
     SELECT p.g, p.supplier_id,
       CASE WHEN ${sqlRandom('p.g', 202)} < 0.9 THEN b.ids[1 + floor(${sqlRandom('p.g', 203)} * array_length(b.ids, 1))::int] END,
       (100000 + ${sqlInt('p.g', 204, 0, 899_999)})::text,
       ${sqlPick('p.g', 205, DEMO_SURVEY_TOPICS)} || ' ' || ${sqlPick('p.g', 206, SURVEY_KINDS)} || ' #' || p.g,
       ${sqlWeighted('p.g', 207, [
         [1, 70],
         [0, 20],
         [2, 10],
       ])},
       CASE WHEN p.visible THEN 1 ELSE 0 END,
       CASE WHEN p.visible THEN '[]'::jsonb ELSE (${sqlPick('p.g', 208, INVISIBILITY_REASONS)})::jsonb END,
       ${sqlWeighted('p.g', 210, ctx.countries)},
       ${sqlMoney('p.g', 211, 0.4, 4.5)},
       ${sqlInt('p.g', 212, 3, 35)},
       $1::timestamptz - (($2::int - p.g)::float8 / $2::int) * interval '365 days' - ${sqlRandom('p.g', 213)} * interval '12 hours',
       $1::timestamptz - ${sqlRandom('p.g', 214)} * interval '3 days'
     FROM picked p LEFT JOIN buyers b ON b.supplier_id = p.supplier_id`,
    [ctx.now, n],
  );
  // Up to three qualifications per survey, each on a different question.
  await tx.query(
    `WITH q AS (SELECT count(*)::int AS n FROM admin.questions)
     INSERT INTO admin.qualifications (survey_id, question_id, precodes, created_at)
     SELECT s, 1 + ((s + k * 7) % q.n), ARRAY[${sqlInt('s * 10 + k', 221, 1, 4)}::text, ${sqlInt('s * 10 + k', 222, 5, 9)}::text],
       $1::timestamptz - (($2::int - s)::float8 / $2::int) * interval '365 days'
     FROM generate_series(1, $2::int) s CROSS JOIN generate_series(1, 3) k CROSS JOIN q
     WHERE ${sqlRandom('s * 10 + k', 220)} < 0.5`,
    [ctx.now, n],
  );
}
