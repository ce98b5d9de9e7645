import type { Queryable } from '@bo/db';
import { day } from './format.ts';

/** A column value as the DB view prints it: text as is, everything else as JSON text. */
const cell = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

const PROFILING_SQL = `
  SELECT q.id AS question_id, q.text AS question_text,
    array_agg(coalesce(qa.text, a.answer_input) ORDER BY a.id) AS answers
  FROM admin.user_profiling_answers a JOIN admin.questions q ON q.id = a.question_id LEFT JOIN admin.question_answers qa ON qa.id = a.answer_id
  WHERE a.user_id = $1 GROUP BY q.id, q.text ORDER BY q.id`;

/** The user's row as the DB view shows it, column by column; empty when there is no such user. */
export async function loadDatabaseData(db: Queryable, id: number): Promise<Array<{ key: string; value: string | null }>> {
  // to_jsonb keeps the table's column order and renders inet, dates and arrays the way PostgreSQL prints them.
  const { rows } = await db.query<{ key: string; value: unknown }>(
    `SELECT j.key, j.value FROM admin.users u, jsonb_each(to_jsonb(u)) AS j(key, value)
       WHERE u.id = $1 ORDER BY (SELECT attnum FROM pg_attribute WHERE attrelid = 'admin.users'::regclass AND attname = j.key)`,
    [id],
  );
  return rows.map((r) => ({ key: r.key, value: cell(r.value) }));
}

/** The personal data of a user known to exist: email, verified phones, grouped profiling answers, birthday. */
export async function loadPersonalData(db: Queryable, id: number) {
  const [user, phones, profiling] = await Promise.all([
    db.query<{ email: string | null; birthday: Date | string | null }>('SELECT email, birthday FROM admin.users WHERE id = $1', [id]),
    db.query<{ phone: string }>(
      'SELECT phone FROM admin.user_phone_verifications WHERE user_id = $1 GROUP BY phone ORDER BY min(created_at), phone',
      [id],
    ),
    db.query<{ question_id: number; question_text: string; answers: string[] }>(PROFILING_SQL, [id]),
  ]);
  const u = user.rows[0]!;
  return {
    email: u.email,
    phone_numbers: phones.rows.map((p) => p.phone),
    profiling_grouped: profiling.rows,
    birthday: day(u.birthday),
  };
}
