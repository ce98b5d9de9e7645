import type { ReportSource } from './types.ts';

const utcBound = (day: string) => `((${day})::timestamp AT TIME ZONE 'UTC')`;
const inWindow = (column: string, lo: string, hi: string) => `${column} >= ${utcBound(lo)} AND ${column} < ${utcBound(hi)}`;

/**
 * The red flags of user details as rows (kind, value, user, time): an IP log's /24 subnet, its /16
 * range and its city, a user's sign-up IP, a user who gave both answers of a pair marked high-risk.
 * The window condition on `h.at` reaches each branch (ip_logs by created_at, users by created_at).
 */
export const RISK_ROWS = `(
    SELECT 'subnet' AS kind, network(set_masklen(l.ip, 24))::text AS value, l.user_id, l.created_at AS at FROM admin.ip_logs l
    UNION ALL
    SELECT 'ip_range', network(set_masklen(l.ip, 16))::text, l.user_id, l.created_at FROM admin.ip_logs l
    UNION ALL
    SELECT 'city', l.city || coalesce(' (' || l.country_code || ')', ''), l.user_id, l.created_at FROM admin.ip_logs l WHERE l.city IS NOT NULL
    UNION ALL
    SELECT 'signup_ip', host(u.signup_ip), u.id, u.created_at FROM admin.users u WHERE u.signup_ip IS NOT NULL
    UNION ALL
    SELECT 'profiling_pair', a1.text || ' + ' || a2.text || ' [' || p.first_answer_id || '-' || p.second_answer_id || ']', f.user_id,
      greatest(f.created_at, s.created_at)
    FROM admin.high_risk_profiling_pairs p
    JOIN admin.question_answers a1 ON a1.id = p.first_answer_id
    JOIN admin.question_answers a2 ON a2.id = p.second_answer_id
    JOIN admin.user_profiling_answers f ON f.answer_id = p.first_answer_id
    JOIN admin.user_profiling_answers s ON s.answer_id = p.second_answer_id AND s.user_id = f.user_id
  )`;

export const RISK_FLAGS: ReportSource = {
  from: `${RISK_ROWS} h JOIN admin.users hu ON hu.id = h.user_id`,
  day: `(h.at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => inWindow('h.at', lo, hi),
  dims: { risk_kind: 'h.kind', risk_value: 'h.value' },
  sums: {
    users: 'count(DISTINCT h.user_id)',
    banned: 'count(DISTINCT h.user_id) FILTER (WHERE hu.status IN (2, 3))',
    activated: 'count(DISTINCT h.user_id) FILTER (WHERE hu.status = 1)',
  },
  threshold: (min, lo, hi) =>
    `(h.kind, h.value) IN (SELECT t.kind, t.value FROM ${RISK_ROWS} t WHERE ${inWindow('t.at', lo, hi)} GROUP BY 1, 2 HAVING count(DISTINCT t.user_id) >= ${min})`,
};

/**
 * Profiling answers (chosen answers, not typed ones) of the window with their users: per answer of a
 * question, its users in total and by how the answer came (user input, automatic or supplier match).
 */
export const PROFILING_ANSWERS: ReportSource = {
  from: `admin.user_profiling_answers pa
    JOIN admin.question_answers pqa ON pqa.id = pa.answer_id
    JOIN admin.users pu ON pu.id = pa.user_id`,
  day: `(pa.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => inWindow('pa.created_at', lo, hi),
  dims: {
    question: 'pa.question_id',
    answer: 'pa.answer_id',
    country: 'pu.country_code',
    app: 'pu.app_id',
    user_state: `CASE WHEN pu.status = 1 THEN 'active' ELSE 'inactive' END`,
  },
  sums: {
    users: 'count(DISTINCT pa.user_id)',
    precode: 'max(pqa.precode)',
    manually: `count(DISTINCT pa.user_id) FILTER (WHERE pa.source = 'user_input')`,
    automatically: `count(DISTINCT pa.user_id) FILTER (WHERE pa.source = 'automatic_match')`,
    supplier_match: `count(DISTINCT pa.user_id) FILTER (WHERE pa.source = 'supplier_match')`,
  },
};
