import { USER_DETAILS_MESSAGES, type LiveQueryQuery, type LiveQueryResult } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';
import { LIVE_QUERY_CHECK_LIMIT } from '../constants.ts';
import { num } from '../format.ts';
import { curlCommand } from './curl.ts';
import { ineligibilityReasons, type CandidateSurvey } from './eligibility.ts';

/** Surveys for the user's country (or every country) from the endpoint's suppliers; partners sell through a buyer. */
const CANDIDATES_WHERE = `(s.country_code = $1 OR s.country_code IS NULL) AND ($2::text = 'default' OR s.supplier_buyer_id IS NOT NULL)`;

const QUERIES_SQL = `
  SELECT s.supplier_id, p.name AS supplier_name, count(*)::int AS surveys_count
  FROM admin.surveys s JOIN admin.suppliers p ON p.id = s.supplier_id WHERE ${CANDIDATES_WHERE}
  GROUP BY s.supplier_id, p.name ORDER BY s.supplier_id`;

/** The best-paying surveys per interview minute first: the order the router ranks them in. */
const CHECKED_SQL = `
  SELECT s.id, s.status, s.visibility, s.quota_remaining, s.devices, round(s.cpi * 100 / greatest(coalesce(s.loi, 1), 1), 2)::float8 AS score
  FROM admin.surveys s WHERE ${CANDIDATES_WHERE}
  ORDER BY score DESC, s.id LIMIT $3`;

async function loadUserAnswers(db: Queryable, userId: number): Promise<Map<number, Set<string>>> {
  const { rows } = await db.query<{ question_id: number; value: string }>(
    `SELECT a.question_id, coalesce(qa.precode, btrim(a.answer_input)) AS value
     FROM admin.user_profiling_answers a LEFT JOIN admin.question_answers qa ON qa.id = a.answer_id WHERE a.user_id = $1`,
    [userId],
  );
  const answers = new Map<number, Set<string>>();
  for (const r of rows) (answers.get(r.question_id) ?? answers.set(r.question_id, new Set()).get(r.question_id)!).add(r.value);
  return answers;
}

/** Which live surveys the router would offer the user, and why not the others; 404 when there is no such user. */
export async function runLiveQuery(db: Queryable, userId: number, q: LiveQueryQuery): Promise<LiveQueryResult> {
  const user = (
    await db.query<{ hash: string; status: number; country_code: string | null; last_ip: string | null; last_agent: string | null }>(
      `SELECT u.hash, u.status, btrim(u.country_code) AS country_code,
         (SELECT host(l.ip) FROM admin.ip_logs l WHERE l.user_id = u.id ORDER BY l.id DESC LIMIT 1) AS last_ip,
         (SELECT c.user_agent FROM admin.clicks c WHERE c.user_id = u.id ORDER BY c.created_at DESC LIMIT 1) AS last_agent
       FROM admin.users u WHERE u.id = $1`,
      [userId],
    )
  ).rows[0];
  if (!user) throw notFound(USER_DETAILS_MESSAGES.userNotFound(userId));
  const ignoreCache = q.ignore_disqualification_cache === '1';
  const [queries, checked] = await Promise.all([
    db.query<{ supplier_id: number; supplier_name: string; surveys_count: number }>(QUERIES_SQL, [user.country_code, q.endpoint]),
    db.query<{ id: number; status: number; visibility: number; quota_remaining: number | null; devices: string[]; score: number }>(
      CHECKED_SQL,
      [user.country_code, q.endpoint, LIVE_QUERY_CHECK_LIMIT],
    ),
  ]);
  const ids = checked.rows.map((s) => s.id);
  const [quals, answers, completed, disqualified] = await Promise.all([
    db.query<{ survey_id: number; question_id: number; text: string; precodes: string[] }>(
      `SELECT q.survey_id, q.question_id, qu.text, q.precodes FROM admin.qualifications q JOIN admin.questions qu ON qu.id = q.question_id
       WHERE q.survey_id = ANY ($1::int[]) ORDER BY q.survey_id, q.id`,
      [ids],
    ),
    loadUserAnswers(db, userId),
    db.query<{ survey_id: number }>(
      'SELECT DISTINCT survey_id FROM admin.clicks WHERE user_id = $1 AND status = 1 AND survey_id = ANY ($2::int[])',
      [userId, ids],
    ),
    ignoreCache
      ? Promise.resolve({ rows: [] as Array<{ survey_id: number }> })
      : db.query<{ survey_id: number }>(
          'SELECT survey_id FROM admin.survey_disqualifications WHERE user_id = $1 AND expires_at > now() AND survey_id = ANY ($2::int[])',
          [userId, ids],
        ),
  ]);
  const context = {
    active: user.status === 1,
    device: q.device,
    answers,
    completedSurveys: new Set(completed.rows.map((r) => r.survey_id)),
    disqualifiedSurveys: new Set(disqualified.rows.map((r) => r.survey_id)),
  };
  const eligible: LiveQueryResult['eligible_surveys'] = [];
  const ineligible: LiveQueryResult['ineligible_surveys'] = [];
  for (const s of checked.rows) {
    const candidate: CandidateSurvey = {
      id: s.id,
      status: s.status,
      visibility: s.visibility,
      score: num(s.score),
      quotaRemaining: s.quota_remaining,
      devices: s.devices,
      qualifications: quals.rows
        .filter((x) => x.survey_id === s.id)
        .map((x) => ({ questionId: x.question_id, questionText: x.text, precodes: x.precodes })),
    };
    const reasons = ineligibilityReasons(candidate, context);
    (reasons.length === 0 ? eligible : ineligible).push({
      survey_id: s.id,
      status: s.status,
      visibility: s.visibility,
      score: candidate.score,
      reasons,
    });
  }
  return {
    queried_surveys: queries.rows.reduce((n, r) => n + r.surveys_count, 0),
    checked_surveys: checked.rows.length,
    ineligible_surveys_count: ineligible.length,
    eligible_surveys_count: eligible.length,
    eligible_surveys: eligible,
    ineligible_surveys: ineligible,
    queries: queries.rows,
    request_details: {
      curl_command: curlCommand({
        endpoint: q.endpoint,
        userHash: user.hash,
        ip: q.ip ?? user.last_ip,
        userAgent: q.user_agent ?? user.last_agent,
        device: q.device,
        ignoreDisqualificationCache: ignoreCache,
      }),
    },
  };
}
