import { QUESTION_MAPPING_MESSAGES as M, type MappingAnswerRow, type MappingView, type OurQuestion } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound, unprocessable } from '@bo/server-kit';

export interface SupplierQuestion {
  id: number;
  supplier_id: number;
  supplier_name: string;
  supplier_question_id: string;
  country_code: string;
  text: string;
  question_type: number;
}

export async function loadSupplierQuestion(db: Queryable, id: number): Promise<SupplierQuestion | undefined> {
  const { rows } = await db.query<SupplierQuestion>(
    `SELECT qq.id, qq.supplier_id, sp.name AS supplier_name, qq.supplier_question_id, qq.country_code::text AS country_code, qq.text, qq.question_type
     FROM admin.qualification_questions qq JOIN admin.suppliers sp ON sp.id = qq.supplier_id WHERE qq.id = $1`,
    [id],
  );
  return rows[0];
}

export async function loadOurQuestion(db: Queryable, id: number): Promise<OurQuestion | undefined> {
  const { rows } = await db.query<OurQuestion>(
    `SELECT q.id, q.text, q.question_type,
       coalesce((SELECT json_agg(json_build_object('id', a.id, 'precode', a.precode, 'text', a.text) ORDER BY a.id)
         FROM admin.question_answers a WHERE a.question_id = q.id), '[]'::json) AS answers
     FROM admin.questions q WHERE q.id = $1`,
    [id],
  );
  return rows[0];
}

/** Our question or a 422 naming the field. Only choice questions map answer by answer. */
export async function requireOurQuestion(db: Queryable, id: number, field: string): Promise<OurQuestion> {
  const q = await loadOurQuestion(db, id);
  if (!q) throw unprocessable({ [field]: [M.questionNotFound] });
  if (q.question_type !== 1 && q.question_type !== 2) throw unprocessable({ [field]: [M.notChoice] });
  return q;
}

export interface MappingRow {
  id: number;
  qualification_question_id: number;
  question_id: number;
  second_question_id: number | null;
  kind: 'one_to_one' | 'combined';
}

export async function loadMapping(db: Queryable, id: number, lock = false): Promise<MappingRow> {
  const { rows } = await db.query<MappingRow>(
    `SELECT id, qualification_question_id, question_id, second_question_id, kind FROM admin.question_mappings WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound(M.notFound(id));
  return rows[0];
}

/**
 * The supplier question's answers beside our answers: those a mapping holds, or else pre-matched
 * (the copy: by precode, then text, from the source mapping; the add page: by text).
 */
async function answerRows(
  db: Queryable,
  qq: SupplierQuestion,
  mappingId: number | null,
  prematch: PreMatch | null,
): Promise<MappingAnswerRow[]> {
  const { rows } = await db.query<MappingAnswerRow>(
    `WITH picked AS (
       SELECT qa.id AS qa_id,
         CASE WHEN $2::int IS NOT NULL THEN (SELECT ma.answer_id FROM admin.question_mapping_answers ma WHERE ma.mapping_id = $2 AND ma.qualification_answer_id = qa.id)
              WHEN $3::int IS NOT NULL THEN coalesce(
                (SELECT ma.answer_id FROM admin.question_mapping_answers ma JOIN admin.qualification_answers sa ON sa.id = ma.qualification_answer_id
                 WHERE ma.mapping_id = $3 AND sa.precode = qa.precode),
                (SELECT ma.answer_id FROM admin.question_mapping_answers ma JOIN admin.qualification_answers sa ON sa.id = ma.qualification_answer_id
                 WHERE ma.mapping_id = $3 AND lower(sa.text) = lower(qa.text) LIMIT 1))
              ELSE (SELECT a.id FROM admin.question_answers a WHERE a.question_id = $4 AND position(lower(a.text) IN lower(qa.text)) > 0
                    ORDER BY (lower(a.text) = lower(qa.text)) DESC, length(a.text) DESC, a.id LIMIT 1) END AS answer_id,
         CASE WHEN $2::int IS NOT NULL THEN (SELECT ma.second_answer_id FROM admin.question_mapping_answers ma WHERE ma.mapping_id = $2 AND ma.qualification_answer_id = qa.id)
              WHEN $3::int IS NOT NULL THEN coalesce(
                (SELECT ma.second_answer_id FROM admin.question_mapping_answers ma JOIN admin.qualification_answers sa ON sa.id = ma.qualification_answer_id
                 WHERE ma.mapping_id = $3 AND sa.precode = qa.precode),
                (SELECT ma.second_answer_id FROM admin.question_mapping_answers ma JOIN admin.qualification_answers sa ON sa.id = ma.qualification_answer_id
                 WHERE ma.mapping_id = $3 AND lower(sa.text) = lower(qa.text) LIMIT 1))
              WHEN $5::int IS NOT NULL THEN (SELECT a.id FROM admin.question_answers a WHERE a.question_id = $5 AND position(lower(a.text) IN lower(qa.text)) > 0
                    ORDER BY length(a.text) DESC, a.id LIMIT 1) END AS second_answer_id
       FROM admin.qualification_answers qa WHERE qa.qualification_question_id = $1
     )
     SELECT qa.id AS qualification_answer_id, qa.precode, qa.text, p.answer_id, a.text AS answer_text, p.second_answer_id, a2.text AS second_answer_text,
       CASE WHEN p.answer_id IS NOT NULL THEN (SELECT count(DISTINCT pa.user_id)::int FROM admin.user_profiling_answers pa JOIN admin.users u ON u.id = pa.user_id
         WHERE pa.answer_id = p.answer_id AND u.country_code = $6
           AND (p.second_answer_id IS NULL OR EXISTS (SELECT 1 FROM admin.user_profiling_answers p2 WHERE p2.user_id = pa.user_id AND p2.answer_id = p.second_answer_id))) END AS users_in_country,
       CASE WHEN p.answer_id IS NOT NULL THEN (SELECT count(DISTINCT s.id)::int FROM admin.surveys s JOIN admin.qualifications ql ON ql.survey_id = s.id
         WHERE s.supplier_id = $7 AND s.country_code = $6 AND s.status = 1 AND ql.question_id = a.question_id AND a.precode = ANY (ql.precodes)) END AS live_surveys
     FROM picked p JOIN admin.qualification_answers qa ON qa.id = p.qa_id
     LEFT JOIN admin.question_answers a ON a.id = p.answer_id
     LEFT JOIN admin.question_answers a2 ON a2.id = p.second_answer_id
     ORDER BY qa.id`,
    [
      qq.id,
      mappingId,
      prematch?.fromMapping ?? null,
      prematch?.questionId ?? null,
      prematch?.secondQuestionId ?? null,
      qq.country_code,
      qq.supplier_id,
    ],
  );
  return rows;
}

export interface PreMatch {
  /** Copy: pre-match from this mapping's answers. */
  fromMapping?: number;
  /** Add: pre-match by text against our question(s). */
  questionId?: number;
  secondQuestionId?: number | null;
}

export async function mappingView(
  db: Queryable,
  qq: SupplierQuestion,
  questionId: number,
  secondQuestionId: number | null,
  mappingId: number | null,
  prematch: PreMatch | null,
): Promise<MappingView> {
  const question = await loadOurQuestion(db, questionId);
  const second = secondQuestionId ? await loadOurQuestion(db, secondQuestionId) : undefined;
  if (!question) throw notFound(M.questionNotFound);
  return {
    id: mappingId,
    kind: secondQuestionId ? 'combined' : 'one_to_one',
    supplier_question: qq,
    question,
    second_question: second ?? null,
    answers: await answerRows(db, qq, mappingId, prematch),
  };
}

export async function viewOfMapping(db: Queryable, id: number): Promise<MappingView> {
  const m = await loadMapping(db, id);
  const qq = await loadSupplierQuestion(db, m.qualification_question_id);
  if (!qq) throw notFound(M.notFound(id));
  return mappingView(db, qq, m.question_id, m.second_question_id, m.id, null);
}
