import { RISKY_COUNTRIES } from '@bo/contract';
import type { ReportSource } from './types.ts';

const utcBound = (day: string) => `((${day})::timestamp AT TIME ZONE 'UTC')`;
const windowOf = (alias: string, lo: string, hi: string) =>
  `${alias}.created_at >= ${utcBound(lo)} AND ${alias}.created_at < ${utcBound(hi)}`;

/**
 * Open-end answers of the window with their users (user_quality_answers): a cluster is the answers
 * sharing the identical or the similar key; the threshold keeps clusters typed by enough users.
 */
export const OPEN_END_ANSWERS: ReportSource = {
  from: 'admin.user_quality_answers qa JOIN admin.users qau ON qau.id = qa.user_id',
  day: `(qa.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => windowOf('qa', lo, hi),
  dims: { identical: 'qa.identical_key', similar: 'qa.similar_key' },
  sums: {
    users: 'count(DISTINCT qa.user_id)',
    banned: 'count(DISTINCT qa.user_id) FILTER (WHERE qau.status IN (2, 3))',
    answers: 'count(*)',
    copy_pasted: 'count(*) FILTER (WHERE qa.is_copy_pasted)',
    questions: 'count(DISTINCT qa.question_text)',
    last_seen: `to_char(max(qa.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')`,
  },
  threshold: (min, lo, hi, groupings) => {
    const key = groupings.includes('similar') ? 'similar_key' : 'identical_key';
    return `qa.${key} IN (SELECT t.${key} FROM admin.user_quality_answers t WHERE ${windowOf('t', lo, hi)} GROUP BY 1 HAVING count(DISTINCT t.user_id) >= ${min})`;
  },
};

/** A cluster's label: one of its answers as typed, without the copy-paste marker. */
export const answerOf = (key: 'identical_key' | 'similar_key') => (id: string) =>
  `(SELECT btrim(replace(q.answer, '(Copied/Pasted)', '')) FROM admin.user_quality_answers q WHERE q.${key} = ${id} ORDER BY q.id LIMIT 1)`;

const RISKY = RISKY_COUNTRIES.map((c) => `'${c.code}'`).join(', ');

/**
 * The users who signed up in the window, each with the country most of their ip_logs come from and
 * their completes (the completes-by-user index), for declared country x IP country.
 */
export const GEO_USERS: ReportSource = {
  from: `admin.users gu
    LEFT JOIN LATERAL (SELECT mode() WITHIN GROUP (ORDER BY l.country_code) AS country FROM admin.ip_logs l WHERE l.user_id = gu.id) gi ON true
    LEFT JOIN LATERAL (SELECT count(*) AS completes, count(*) FILTER (WHERE c.complete_status = 2) AS reconciled
      FROM admin.clicks c WHERE c.user_id = gu.id AND c.status = 1) gc ON true`,
  day: `(gu.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => windowOf('gu', lo, hi),
  dims: {
    declared_country: 'gu.country_code',
    ip_country: 'gi.country',
    app: 'gu.app_id',
    geo_match: `CASE WHEN gi.country IS DISTINCT FROM gu.country_code THEN 'mismatch' ELSE 'match' END`,
  },
  sums: {
    users: 'count(*)',
    banned: 'count(*) FILTER (WHERE gu.status IN (2, 3))',
    completes: 'sum(gc.completes)',
    reconciled: 'sum(gc.reconciled)',
    risky: `bool_or(gu.country_code IN (${RISKY}) OR gi.country IN (${RISKY}))`,
  },
};
