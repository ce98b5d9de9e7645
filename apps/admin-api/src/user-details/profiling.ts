import type { Queryable } from '@bo/db';
import { BANNED_STATUSES, GROUP_SAMPLE_USERS, SIMILAR_PROFILES_LISTED } from './constants.ts';
import { isoRequired, percent } from './format.ts';
import { PAIR_USERS_SQL } from './profiling-pairs.ts';

/**
 * Users who typed the same inputs as the user (numbers, postcodes, texts): for each input at most a
 * sample of matching answers is read from the (question_id, input) index, then ranked by how many match.
 */
const SIMILAR_SQL = `
  WITH mine AS (
    SELECT question_id, lower(btrim(answer_input)) AS input FROM admin.user_profiling_answers WHERE user_id = $1 AND answer_input IS NOT NULL
  ), matches AS (
    SELECT hit.user_id, count(DISTINCT m.question_id)::int AS same, string_agg(DISTINCT hit.answer_input, ', ') AS inputs
    FROM mine m CROSS JOIN LATERAL (
      SELECT a.user_id, a.answer_input FROM admin.user_profiling_answers a
      WHERE a.question_id = m.question_id AND lower(btrim(a.answer_input)) = m.input AND a.answer_input IS NOT NULL AND a.user_id <> $1
      LIMIT $3
    ) hit
    GROUP BY hit.user_id
  )
  SELECT m.user_id, u.status, ap.hash AS app_hash, ap.name AS app_name, m.same, (SELECT count(*)::int FROM mine) AS total, u.created_at, m.inputs
  FROM matches m JOIN admin.users u ON u.id = m.user_id JOIN core.apps ap ON ap.id = u.app_id
  ORDER BY m.same DESC, m.user_id LIMIT $2`;

const BASICS_SQL = `
  SELECT q.id AS question_id, q.text AS question_text, qa.text AS answer_text, a.answer_input, a.source
  FROM admin.user_profiling_answers a JOIN admin.questions q ON q.id = a.question_id LEFT JOIN admin.question_answers qa ON qa.id = a.answer_id
  WHERE a.user_id = $1 ORDER BY q.id, a.id`;

const typeFilter = (type: 'total' | 'banned' | 'activated'): string =>
  type === 'banned'
    ? `AND u.status IN (${BANNED_STATUSES.join(', ')})`
    : type === 'activated'
      ? `AND u.status NOT IN (${BANNED_STATUSES.join(', ')})`
      : '';

/** Users who typed the same inputs as the user, most alike first. */
export async function listSimilarProfiles(db: Queryable, userId: number) {
  const { rows } = await db.query<{
    user_id: number;
    status: number;
    app_hash: string;
    app_name: string;
    same: number;
    total: number;
    created_at: Date;
    inputs: string;
  }>(SIMILAR_SQL, [userId, SIMILAR_PROFILES_LISTED, GROUP_SAMPLE_USERS]);
  return rows.map((r) => ({
    user_id: Number(r.user_id),
    status: r.status,
    app_hash: r.app_hash,
    app_name: r.app_name,
    similarity_percentage: percent(r.same, r.total),
    created_at: isoRequired(r.created_at),
    answer_input: r.inputs,
  }));
}

/** The user's profiling answers, by question. */
export async function listProfilingBasics(db: Queryable, userId: number) {
  const { rows } = await db.query<{
    question_id: number;
    question_text: string;
    answer_text: string | null;
    answer_input: string | null;
    source: string;
  }>(BASICS_SQL, [userId]);
  return rows;
}

/** The users of an e-mail domain (`domain` without the part before '@'), newest first: one page, the count of all, the domain's risk. */
export async function listEmailDomainUsers(db: Queryable, domain: string, size: number, offset: number) {
  const where = `lower(split_part(u.email, '@', 2)) = $1 AND u.email IS NOT NULL`;
  const [count, rows, risky] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin.users u WHERE ${where}`, [domain]),
    db.query<{ id: number; status: number; app_name: string; created_at: Date; email: string | null }>(
      `SELECT u.id, u.status, a.name AS app_name, u.created_at, u.email FROM admin.users u JOIN core.apps a ON a.id = u.app_id
         WHERE ${where} ORDER BY u.id DESC LIMIT $2 OFFSET $3`,
      [domain, size, offset],
    ),
    db.query('SELECT 1 FROM admin.high_risk_email_domains WHERE domain = $1', [domain]),
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    users: rows.rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      app_name: r.app_name,
      time: isoRequired(r.created_at),
      email: r.email,
    })),
    highRisk: risky.rows.length > 0,
  };
}

/** The users who gave both answers of a high-risk pair (all, banned or activated), newest first: one page and the count of all. */
export async function listHighRiskPairUsers(
  db: Queryable,
  answer1: number,
  answer2: number,
  type: 'total' | 'banned' | 'activated',
  size: number,
  offset: number,
) {
  const filter = typeFilter(type);
  const base = `FROM (${PAIR_USERS_SQL}) p JOIN admin.users u ON u.id = p.user_id JOIN core.apps a ON a.id = u.app_id WHERE true ${filter}`;
  const [count, rows] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, [answer1, answer2]),
    db.query<{ id: number; status: number; app_name: string; country_code: string | null; created_at: Date }>(
      `SELECT u.id, u.status, a.name AS app_name, btrim(u.country_code) AS country_code, u.created_at ${base}
           ORDER BY u.id DESC LIMIT $3 OFFSET $4`,
      [answer1, answer2, size, offset],
    ),
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    users: rows.rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      app_name: r.app_name,
      country_code: r.country_code,
      created_at: isoRequired(r.created_at),
    })),
  };
}
