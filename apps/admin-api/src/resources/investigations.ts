import { surveyAttacksResource, userFilterSearchResource, userProfilingSearchResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

/** Answer options as staff read them: "Question: answer". */
const ANSWER_OPTIONS = `SELECT qa.id AS value, q.text || ': ' || qa.text AS label
  FROM admin.question_answers qa JOIN admin.questions q ON q.id = qa.question_id ORDER BY q.text, qa.id`;

/** /survey-attacks: the detector's windows (migration 038) with supplier, buyer and who reviewed them. */
export const surveyAttacks: ServerResource = {
  def: surveyAttacksResource,
  from: `admin.survey_attacks sa
    JOIN admin.suppliers sas ON sas.id = sa.supplier_id
    LEFT JOIN admin.supplier_buyers sab ON sab.id = sa.supplier_buyer_id
    LEFT JOIN core.admins saa ON saa.id = sa.reviewed_by_admin_id`,
  idExpr: 'sa.id',
  columns: {
    id: 'sa.id',
    survey_id: 'sa.survey_id',
    supplier_name: 'sas.name',
    supplier_buyer_id: 'sa.supplier_buyer_id',
    buyer_name: 'sab.supplier_buyer_name',
    window_start: 'sa.window_start',
    window_end: 'sa.window_end',
    completes: 'sa.completes',
    flagged_percent: 'round(100.0 * cardinality(sa.flagged_user_ids) / nullif(sa.completes, 0), 2)::float8',
    subnets: 'sa.subnets',
    median_vs_loi: `coalesce(sa.median_minutes::text, '-') || ' / ' || coalesce(sa.loi::text, '-') || ' min'`,
    open_end_duplicates: 'sa.open_end_duplicates',
    status: 'sa.status',
    reviewed_by: 'saa.name',
    user_ids: `array_to_string(sa.user_ids, ' ')`,
  },
  sorts: { flagged_percent: 'cardinality(sa.flagged_user_ids)::numeric / nullif(sa.completes, 0)' },
  filters: { supplier_id: 'sa.supplier_id', surveyId: 'sa.survey_id', created_at: 'sa.window_start' },
  options: { supplier_id: OPTIONS_SQL.suppliers },
};

/** A user's completes (the completes-by-user index), for the criteria and columns of User Filter Search. */
const USER_COMPLETES = `LEFT JOIN LATERAL (
    SELECT count(*) AS completes, count(*) FILTER (WHERE c.complete_status = 2) AS reconciled,
      coalesce(sum(c.revenue), 0) - coalesce(sum(c.revenue) FILTER (WHERE c.complete_status = 2), 0) AS net_revenue
    FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1) uc ON true`;

export const userFilterSearch: ServerResource = {
  def: userFilterSearchResource,
  from: `admin.users u JOIN core.apps a ON a.id = u.app_id ${USER_COMPLETES}`,
  idExpr: 'u.id',
  columns: {
    id: 'u.id',
    app_id: 'u.app_id',
    app_name: 'a.name',
    country_code: 'u.country_code',
    status: 'u.status',
    completes: 'uc.completes::int',
    net_revenue: 'round(uc.net_revenue, 2)::float8',
    recon_percent: 'round(100.0 * uc.reconciled / nullif(uc.completes, 0), 2)::float8',
    external_source: 'u.external_source',
    created_at: 'u.created_at',
  },
  filters: {
    completes: 'uc.completes',
    net_revenue: 'uc.net_revenue',
    recon_percent: { expr: 'round(100.0 * uc.reconciled / nullif(uc.completes, 0), 2)', cast: 'numeric' },
    // Every chosen answer's question must be answered with one of the chosen answers (the answer index).
    answer_id: {
      where: (p) => `u.id IN (SELECT pa.user_id FROM admin.user_profiling_answers pa WHERE pa.answer_id = ANY(${p})
        GROUP BY pa.user_id HAVING count(DISTINCT pa.question_id) = (SELECT count(DISTINCT x.question_id) FROM admin.question_answers x WHERE x.id = ANY(${p})))`,
      cast: 'integer',
    },
  },
  options: {
    app_id: OPTIONS_SQL.apps,
    country_code: OPTIONS_SQL.countries,
    external_source: `SELECT DISTINCT external_source AS value, external_source AS label FROM admin.users WHERE external_source IS NOT NULL ORDER BY 1`,
    answer_id: ANSWER_OPTIONS,
  },
};

/**
 * /user-profiling-search's source: with answers chosen, the users whose answers hold the combination,
 * read from the answer index (every question of the chosen answers answered with one of them), each
 * with the answers that matched and when the last of them was given; without, every user.
 */
function profilingMatches(conditions: Readonly<Record<string, string>>): string {
  const users = 'JOIN admin.users u ON u.id = m.user_id JOIN core.apps a ON a.id = u.app_id';
  const chosen = conditions.answer_id;
  if (!chosen) {
    return `(SELECT NULL::text AS matched_answers, NULL::timestamptz AS answered_at) m
      CROSS JOIN admin.users u JOIN core.apps a ON a.id = u.app_id`;
  }
  // One answer or several: the placeholder as an array.
  const answers = `ARRAY[]::integer[] || ${chosen}`;
  return `(SELECT pa.user_id, string_agg(q.text || ': ' || qa.text, '; ' ORDER BY q.text, qa.id) AS matched_answers,
      max(pa.created_at) AS answered_at
    FROM admin.user_profiling_answers pa JOIN admin.question_answers qa ON qa.id = pa.answer_id JOIN admin.questions q ON q.id = qa.question_id
    WHERE pa.answer_id = ANY(${answers})
    GROUP BY pa.user_id
    HAVING count(DISTINCT pa.question_id) = (SELECT count(DISTINCT x.question_id) FROM admin.question_answers x WHERE x.id = ANY(${answers}))) m
    ${users}`;
}

export const userProfilingSearch: ServerResource = {
  def: userProfilingSearchResource,
  from: profilingMatches({}),
  scopedFrom: {
    // The answers' placeholder itself: the source reads the matching answers with it.
    filters: { answer_id: { where: (value) => value, cast: 'integer' } },
    build: profilingMatches,
  },
  idExpr: 'u.id',
  columns: {
    id: 'u.id',
    app_id: 'u.app_id',
    app_name: 'a.name',
    country_code: 'u.country_code',
    status: 'u.status',
    matched_answers: 'm.matched_answers',
    // Without answers chosen, the user's last answer: read for the page's rows only (the user's answers index).
    answered_at: 'coalesce(m.answered_at, (SELECT max(pa.created_at) FROM admin.user_profiling_answers pa WHERE pa.user_id = u.id))',
  },
  options: { answer_id: ANSWER_OPTIONS, app_id: OPTIONS_SQL.apps, country_code: OPTIONS_SQL.countries },
  statistics: {
    users: 'count(*)',
    apps: 'count(DISTINCT u.app_id)',
    countries: 'count(DISTINCT u.country_code)',
  },
};
