import type { Queryable } from '../types.ts';
import { sqlInt, sqlPick, sqlRandom, sqlWeighted } from './marketplace/sql-random.ts';
import { valuesRows } from './user-details-profile.ts';
import { HIGH_RISK_PAIRS, QUALITY_ANSWERS, QUALITY_QUESTIONS, QUESTION_INPUTS, QUESTION_OPTIONS } from './user-details-reference.ts';

const SOURCES: ReadonlyArray<readonly [string, number]> = [
  ['user_input', 70],
  ['automatic_match', 20],
  ['supplier_match', 10],
];

/** The options of the choice questions (precodes 1..n) and the high-risk pairs among them. */
export async function seedQuestionAnswers(tx: Queryable): Promise<void> {
  const options = Object.entries(QUESTION_OPTIONS).flatMap(([question, texts]) => texts.map((text, i) => [question, String(i + 1), text]));
  await tx.query(
    `INSERT INTO admin.question_answers (question_id, precode, text)
     SELECT q.id, v.precode, v.text FROM (VALUES ${valuesRows(options.length, 3, 1, ['text', 'text', 'text'])}) v(question, precode, text)
     JOIN admin.questions q ON q.text = v.question
     ORDER BY q.id, v.precode::int`,
    options.flat(),
  );
  await tx.query(
    `INSERT INTO admin.high_risk_profiling_pairs (first_answer_id, second_answer_id)
     SELECT least(a1.id, a2.id), greatest(a1.id, a2.id)
     FROM (VALUES ${valuesRows(HIGH_RISK_PAIRS.length, 4, 1, ['text', 'text', 'text', 'text'])}) v(q1, t1, q2, t2)
     JOIN admin.questions q1 ON q1.text = v.q1 JOIN admin.question_answers a1 ON a1.question_id = q1.id AND a1.text = v.t1
     JOIN admin.questions q2 ON q2.text = v.q2 JOIN admin.question_answers a2 ON a2.question_id = q2.id AND a2.text = v.t2`,
    HIGH_RISK_PAIRS.flat(),
  );
}

/**
 * Each user answers about two thirds of the questions: an option of the choice questions, a typed
 * value of the others. Half the banned users picked a high-risk pair.
 */
export async function seedProfilingAnswers(tx: Queryable, now: Date): Promise<void> {
  const inputs = Object.entries(QUESTION_INPUTS);
  const row = 'u.id * 64 + q.id';
  await tx.query(
    `WITH opts AS (SELECT question_id, array_agg(id ORDER BY precode::int) AS ids FROM admin.question_answers GROUP BY question_id),
     typed (question, inputs) AS (VALUES ${valuesRows(inputs.length, 2, 2, ['text', 'text[]'])})
     INSERT INTO admin.user_profiling_answers (user_id, question_id, answer_id, answer_input, source, created_at)
     SELECT u.id, q.id,
       o.ids[1 + floor(${sqlRandom(row, 961)} * array_length(o.ids, 1))::int],
       CASE WHEN o.ids IS NULL THEN (t.inputs)[1 + floor(${sqlRandom(row, 962)} * array_length(t.inputs, 1))::int] END,
       ${sqlWeighted(row, 963, SOURCES)},
       least($1::timestamptz, u.created_at + ${sqlInt(row, 964, 0, 60)} * interval '1 day')
     FROM admin.users u CROSS JOIN admin.questions q
     LEFT JOIN opts o ON o.question_id = q.id
     LEFT JOIN typed t ON t.question = q.text
     WHERE ${sqlRandom(row, 960)} < 0.65 AND (o.ids IS NOT NULL OR t.inputs IS NOT NULL)`,
    [now, ...inputs.flatMap(([question, values]) => [question, values])],
  );
  // Half the banned users answer both sides of one high-risk pair.
  await tx.query(
    `WITH pairs AS (SELECT row_number() OVER (ORDER BY first_answer_id, second_answer_id) AS n, first_answer_id, second_answer_id FROM admin.high_risk_profiling_pairs),
     chosen AS (
       SELECT u.id AS user_id, p.first_answer_id, p.second_answer_id
       FROM admin.users u JOIN pairs p ON p.n = 1 + (hashint8extended(u.id, 966) & 2147483647) % (SELECT count(*) FROM pairs)
       WHERE u.status IN (2, 3) AND ${sqlRandom('u.id', 965)} < 0.5
     ),
     answers AS (
       SELECT c.user_id, a.id AS answer_id, a.question_id FROM chosen c JOIN admin.question_answers a ON a.id IN (c.first_answer_id, c.second_answer_id)
     ),
     cleared AS (
       DELETE FROM admin.user_profiling_answers x USING answers a WHERE x.user_id = a.user_id AND x.question_id = a.question_id
     )
     INSERT INTO admin.user_profiling_answers (user_id, question_id, answer_id, source, created_at)
     SELECT a.user_id, a.question_id, a.answer_id, 'user_input', $1::timestamptz - interval '20 days' FROM answers a`,
    [now],
  );
}

/** Open-end quality answers of half the users, some pasted, many shared word for word or nearly. */
export async function seedQualityAnswers(tx: Queryable, now: Date): Promise<void> {
  const row = 'u.id * 4 + k';
  await tx.query(
    `WITH pool (n, answer, language) AS (VALUES ${valuesRows(QUALITY_ANSWERS.length, 3, 2, ['int', 'text', 'text'])})
     INSERT INTO admin.user_quality_answers (user_id, question_text, answer, is_copy_pasted, detected_language, created_at)
     SELECT u.id, ${sqlPick(row, 972, QUALITY_QUESTIONS)},
       CASE WHEN ${sqlRandom(row, 973)} < 0.15 THEN p.answer || ' (Copied/Pasted)' ELSE p.answer END,
       ${sqlRandom(row, 973)} < 0.15,
       p.language,
       least($1::timestamptz, u.created_at + ${sqlInt(row, 974, 0, 90)} * interval '1 day')
     FROM admin.users u CROSS JOIN generate_series(1, 3) k
     JOIN pool p ON p.n = ${sqlInt(row, 971, 1, QUALITY_ANSWERS.length)}
     WHERE ${sqlRandom('u.id', 970)} < 0.5 AND k <= ${sqlInt('u.id', 975, 1, 3)}`,
    [now, ...QUALITY_ANSWERS.flatMap(([answer, language], i) => [i + 1, answer, language])],
  );
}
