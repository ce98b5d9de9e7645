import { QUESTION_MAPPING_MESSAGES as M, type MappingAnswer } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import { requireOurQuestion, type SupplierQuestion } from './views.ts';

export interface MappingInput {
  questionId: number;
  secondQuestionId: number | null;
  answers: readonly MappingAnswer[];
}

/**
 * The answer grid must pair answers of this supplier question with answers of our question (and,
 * when combined, of the second one); anything else is a 422 naming the field, before any write.
 */
export async function checkMapping(db: Queryable, qq: SupplierQuestion, input: MappingInput): Promise<void> {
  const first = await requireOurQuestion(db, input.questionId, 'question_id');
  const second = input.secondQuestionId ? await requireOurQuestion(db, input.secondQuestionId, 'second_question_id') : null;
  if (second && second.id === first.id) throw unprocessable({ second_question_id: [M.sameQuestion] });
  const { rows } = await db.query<{ id: number }>('SELECT id FROM admin.qualification_answers WHERE qualification_question_id = $1', [
    qq.id,
  ]);
  const supplierAnswers = new Set(rows.map((r) => r.id));
  const ours = new Set(first.answers.map((a) => a.id));
  const seconds = new Set(second?.answers.map((a) => a.id) ?? []);
  const errors: string[] = [];
  for (const a of input.answers) {
    if (!supplierAnswers.has(a.qualification_answer_id)) errors.push(M.answerNotOfSupplierQuestion(a.qualification_answer_id));
    if (!ours.has(a.answer_id)) errors.push(M.answerNotOfQuestion(a.answer_id));
    if (second && a.second_answer_id == null) errors.push(M.secondAnswerRequired);
    if (second && a.second_answer_id != null && !seconds.has(a.second_answer_id)) errors.push(M.answerNotOfQuestion(a.second_answer_id));
    if (!second && a.second_answer_id != null) errors.push(M.secondAnswerNotAllowed);
  }
  if (errors.length > 0) throw unprocessable({ answers: [...new Set(errors)] });
}

export async function writeAnswers(db: Queryable, mappingId: number, answers: readonly MappingAnswer[]): Promise<void> {
  await db.query('DELETE FROM admin.question_mapping_answers WHERE mapping_id = $1', [mappingId]);
  if (answers.length === 0) return;
  await db.query(
    `INSERT INTO admin.question_mapping_answers (mapping_id, qualification_answer_id, answer_id, second_answer_id)
     SELECT $1, x.qa, x.a, x.a2 FROM unnest($2::int[], $3::int[], $4::int[]) AS x(qa, a, a2)`,
    [
      mappingId,
      answers.map((a) => a.qualification_answer_id),
      answers.map((a) => a.answer_id),
      answers.map((a) => a.second_answer_id ?? null),
    ],
  );
}

/** A new mapping of a supplier question that has none (the unique key refuses a second one). */
export async function insertMapping(
  db: Queryable,
  qq: SupplierQuestion,
  input: MappingInput,
  adminId: number,
  copiedFrom: number | null,
): Promise<number> {
  await checkMapping(db, qq, input);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO admin.question_mappings (qualification_question_id, question_id, second_question_id, kind, copied_from_id, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (qualification_question_id) DO NOTHING RETURNING id`,
    [qq.id, input.questionId, input.secondQuestionId, input.secondQuestionId ? 'combined' : 'one_to_one', copiedFrom, adminId],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw unprocessable({ qualification_question_id: [M.alreadyMapped] });
  await writeAnswers(db, id, input.answers);
  return id;
}
