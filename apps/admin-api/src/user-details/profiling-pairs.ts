import type { Queryable } from '@bo/db';
import { isBanned } from './sql.ts';

export interface PairRow {
  first_answer_id: number;
  second_answer_id: number;
  first_question: string;
  first_answer: string;
  second_question: string;
  second_answer: string;
  language: string;
  total_users: number;
  banned_users: number;
}

/** Users who gave both answers of a pair ($1 first answer, $2 second): a merge of two (answer_id, user_id) index ranges. */
export const PAIR_USERS_SQL = `
  SELECT x.user_id FROM admin.user_profiling_answers x
  JOIN admin.user_profiling_answers y ON y.user_id = x.user_id AND y.answer_id = $2
  WHERE x.answer_id = $1
  GROUP BY x.user_id`;

/** The high-risk pairs the user gave both answers of, with how many users did and how many of them are banned. */
const USER_PAIRS_SQL = `
  WITH mine AS (SELECT answer_id FROM admin.user_profiling_answers WHERE user_id = $1 AND answer_id IS NOT NULL)
  SELECT p.first_answer_id, p.second_answer_id, q1.text AS first_question, a1.text AS first_answer, q2.text AS second_question,
    a2.text AS second_answer, q1.language_code AS language, s.total_users, s.banned_users
  FROM admin.high_risk_profiling_pairs p
  JOIN admin.question_answers a1 ON a1.id = p.first_answer_id JOIN admin.questions q1 ON q1.id = a1.question_id
  JOIN admin.question_answers a2 ON a2.id = p.second_answer_id JOIN admin.questions q2 ON q2.id = a2.question_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS total_users, count(*) FILTER (WHERE ${isBanned('u')})::int AS banned_users
    FROM (SELECT x.user_id FROM admin.user_profiling_answers x
          JOIN admin.user_profiling_answers y ON y.user_id = x.user_id AND y.answer_id = p.second_answer_id
          WHERE x.answer_id = p.first_answer_id GROUP BY x.user_id) d
    JOIN admin.users u ON u.id = d.user_id
  ) s
  WHERE p.first_answer_id IN (SELECT answer_id FROM mine) AND p.second_answer_id IN (SELECT answer_id FROM mine)
  ORDER BY p.first_answer_id, p.second_answer_id`;

export async function userHighRiskPairs(db: Queryable, userId: number): Promise<PairRow[]> {
  return (await db.query<PairRow>(USER_PAIRS_SQL, [userId])).rows;
}
