import type { Queryable } from '@bo/db';
import { QUALITY_ANSWERS_LISTED } from '../constants.ts';
import { isoRequired, share } from '../format.ts';
import { isBanned } from '../sql.ts';

interface AnswerRow {
  id: number;
  question_text: string;
  answer: string;
  is_copy_pasted: boolean;
  detected_language: string | null;
  created_at: Date;
  identical: number;
  similar: number;
  banned: number;
  duplicates: number;
}

/** The user's open-end answers with the other users who gave the same answer, word for word or nearly. */
const ANSWERS_SQL = `
  SELECT q.id, q.question_text, q.answer, q.is_copy_pasted, q.detected_language, q.created_at, s.identical, s.similar, s.banned, s.duplicates
  FROM (SELECT * FROM admin.user_quality_answers WHERE user_id = $1 ORDER BY id DESC LIMIT $2) q
  CROSS JOIN LATERAL (
    SELECT count(DISTINCT o.user_id) FILTER (WHERE o.identical_key = q.identical_key)::int AS identical,
      count(DISTINCT o.user_id) FILTER (WHERE o.identical_key <> q.identical_key)::int AS similar,
      count(DISTINCT o.user_id) FILTER (WHERE ${isBanned('u')})::int AS banned,
      count(DISTINCT o.user_id)::int AS duplicates
    FROM admin.user_quality_answers o JOIN admin.users u ON u.id = o.user_id
    WHERE o.similar_key = q.similar_key AND o.user_id <> q.user_id
  ) s
  ORDER BY q.id DESC`;

export async function loadQualityAnswers(db: Queryable, userId: number) {
  const { rows } = await db.query<AnswerRow>(ANSWERS_SQL, [userId, QUALITY_ANSWERS_LISTED]);
  return {
    answers: rows.map((r) => ({
      id: Number(r.id),
      question: r.question_text,
      answer: r.answer,
      is_copy_pasted: r.is_copy_pasted,
      detected_language: r.detected_language,
      identical_count: r.identical,
      similar_count: r.similar,
      banned_duplicate_percentage: share(r.banned, r.duplicates),
      created_at: isoRequired(r.created_at),
    })),
  };
}

/** Languages the detector found in the user's answers. */
export async function loadDetectedLanguages(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    'SELECT DISTINCT detected_language AS code FROM admin.user_quality_answers WHERE user_id = $1 AND detected_language IS NOT NULL ORDER BY 1',
    [userId],
  );
  return rows.map((r) => r.code);
}
