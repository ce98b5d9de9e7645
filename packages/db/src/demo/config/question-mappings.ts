import type { Queryable } from '../../types.ts';
import { sqlRandom } from '../marketplace/sql-random.ts';

/** Suppliers whose qualification questions the demo holds, and the countries they run in. */
export const MAPPING_SUPPLIERS = [5, 6, 7, 8, 50] as const;
export const MAPPING_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'CA'] as const;
/** Countries where staff mapped every question; DE about half; FR and CA wait to be copied into. */
const MAPPED_FULLY = ['US', 'GB'];

/**
 * Each supplier asks our choice questions under its own id ('Q' + supplier x 100 + question) in
 * every country, plus an age question (integer; most marked as age questions) and a combined
 * 'gender and employment' question whose answers are pairs of ours. Precodes follow ours, so a copy
 * to another country pre-matches by precode.
 */
export async function seedQuestionMappings(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.qualification_questions (supplier_id, supplier_question_id, country_code, language_code, text, question_type, created_at)
     SELECT s, 'Q' || (s * 100 + q.id), c, CASE c WHEN 'DE' THEN 'de' WHEN 'FR' THEN 'fr' ELSE 'en' END, q.text, q.question_type,
       $1::timestamptz - (400 - q.id) * interval '1 day'
     FROM unnest($2::int[]) s CROSS JOIN unnest($3::text[]) c
     JOIN admin.questions q ON q.id IN (SELECT question_id FROM admin.question_answers)
     UNION ALL
     SELECT s, 'AGE' || s, c, 'en', 'What is your age?', CASE WHEN s = 8 THEN 7 ELSE 3 END, $1::timestamptz - interval '300 days'
     FROM unnest($2::int[]) s CROSS JOIN unnest($3::text[]) c
     UNION ALL
     SELECT s, 'GE' || s, c, 'en', 'Gender and employment', 1, $1::timestamptz - interval '200 days'
     FROM unnest($2::int[]) s CROSS JOIN unnest($3::text[]) c`,
    [now, MAPPING_SUPPLIERS, MAPPING_COUNTRIES],
  );
  await tx.query(
    `UPDATE admin.qualification_questions SET is_age_question = true, age_marked_by = 1,
       age_marked_at = $1::timestamptz - (id % 90) * interval '1 day'
     WHERE supplier_question_id LIKE 'AGE%' AND ${sqlRandom('id', 871)} < 0.8`,
    [now],
  );
  const gender = `(SELECT id FROM admin.questions WHERE text = 'What is your gender?')`;
  const employment = `(SELECT id FROM admin.questions WHERE text = 'What is your employment status?')`;
  await tx.query(
    `INSERT INTO admin.qualification_answers (qualification_question_id, precode, text)
     SELECT qq.id, a.precode, a.text FROM admin.qualification_questions qq
     JOIN admin.questions q ON 'Q' || (qq.supplier_id * 100 + q.id) = qq.supplier_question_id
     JOIN admin.question_answers a ON a.question_id = q.id
     UNION ALL
     SELECT qq.id, g.precode || e.precode, g.text || ', ' || e.text FROM admin.qualification_questions qq
     CROSS JOIN admin.question_answers g CROSS JOIN admin.question_answers e
     WHERE qq.supplier_question_id LIKE 'GE%' AND g.question_id = ${gender} AND g.precode IN ('1', '2')
       AND e.question_id = ${employment} AND e.precode IN ('1', '2', '3')`,
  );
  // Mappings: every choice question in the fully mapped countries, about half in DE.
  await tx.query(
    `INSERT INTO admin.question_mappings (qualification_question_id, question_id, second_question_id, kind, created_by, updated_by, created_at, updated_at)
     SELECT qq.id, coalesce(q.id, ${gender}), CASE WHEN q.id IS NULL THEN ${employment} END,
       CASE WHEN q.id IS NULL THEN 'combined' ELSE 'one_to_one' END, 1, 1,
       qq.created_at + interval '2 days', qq.created_at + interval '2 days'
     FROM admin.qualification_questions qq
     LEFT JOIN admin.questions q ON 'Q' || (qq.supplier_id * 100 + q.id) = qq.supplier_question_id
     WHERE qq.supplier_question_id NOT LIKE 'AGE%'
       AND (qq.country_code = ANY($1::text[]) OR (qq.country_code = 'DE' AND ${sqlRandom('qq.id', 872)} < 0.5))`,
    [MAPPED_FULLY],
  );
  // Answers pre-matched by text; about one in twelve left unmapped (amber on the details page).
  await tx.query(
    `INSERT INTO admin.question_mapping_answers (mapping_id, qualification_answer_id, answer_id, second_answer_id)
     SELECT m.id, qa.id, a.id, NULL FROM admin.question_mappings m
     JOIN admin.qualification_answers qa ON qa.qualification_question_id = m.qualification_question_id
     JOIN admin.question_answers a ON a.question_id = m.question_id AND a.text = qa.text
     WHERE m.kind = 'one_to_one' AND ${sqlRandom('qa.id', 873)} >= 0.08
     UNION ALL
     SELECT m.id, qa.id, g.id, e.id FROM admin.question_mappings m
     JOIN admin.qualification_answers qa ON qa.qualification_question_id = m.qualification_question_id
     JOIN admin.question_answers g ON g.question_id = m.question_id AND qa.text LIKE g.text || ', %'
     JOIN admin.question_answers e ON e.question_id = m.second_question_id AND qa.text LIKE '%, ' || e.text
     WHERE m.kind = 'combined'`,
  );
}
