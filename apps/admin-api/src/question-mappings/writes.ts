import type { Queryable } from '@bo/db';

/** Stamps an edited mapping with when and by whom. */
export async function touchMapping(tx: Queryable, id: number, adminId: number): Promise<void> {
  await tx.query('UPDATE admin.question_mappings SET updated_at = now(), updated_by = $2 WHERE id = $1', [id, adminId]);
}

export async function deleteMapping(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM admin.question_mappings WHERE id = $1', [id]);
}

/** The age flag of a supplier question of an age type (3 or 7), locked for the change; undefined when there is none. */
export async function lockAgeFlag(tx: Queryable, id: number): Promise<boolean | undefined> {
  const { rows } = await tx.query<{ is_age_question: boolean }>(
    `SELECT is_age_question FROM admin.qualification_questions WHERE id = $1 AND question_type IN (3, 7) FOR UPDATE`,
    [id],
  );
  return rows[0]?.is_age_question;
}

/** Marks (or unmarks) a supplier question as the age question; the marker and time are kept only while marked. */
export async function setAgeFlag(tx: Queryable, id: number, marked: boolean, adminId: number): Promise<void> {
  await tx.query(
    `UPDATE admin.qualification_questions SET is_age_question = $2,
           age_marked_by = CASE WHEN $2 THEN $3::int END, age_marked_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
    [id, marked, adminId],
  );
}
