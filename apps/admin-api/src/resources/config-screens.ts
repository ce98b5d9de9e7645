import {
  appArticlesResource,
  bonusSchedulesResource,
  homeContactsResource,
  surveyGroupsResource,
  SURVEY_GROUP_MESSAGES,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { HttpError } from '@bo/server-kit';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

const touched = { updated_by: 'admin', updated_at: 'now' } as const;

/** /home-contacts (migration 057). */
export const homeContacts: ServerResource = {
  def: homeContactsResource,
  from: 'admin.home_contacts hc',
  idExpr: 'hc.id',
  idType: 'integer',
  columns: {
    id: 'hc.id',
    name: 'hc.name',
    email: 'hc.email',
    company: 'hc.company',
    site: 'hc.site',
    message: 'hc.message',
    status: 'hc.status',
    created_at: 'hc.created_at',
  },
  search: ({ pattern }) => `hc.name ILIKE ${pattern} OR hc.email ILIKE ${pattern} OR hc.company ILIKE ${pattern}`,
  form: { table: 'admin.home_contacts', touch: touched },
};

/** /app-articles (migration 057). */
export const appArticles: ServerResource = {
  def: appArticlesResource,
  from: 'admin.app_articles ar JOIN core.apps a ON a.id = ar.app_id LEFT JOIN core.admins ad ON ad.id = ar.updated_by',
  idExpr: 'ar.id',
  idType: 'integer',
  columns: {
    id: 'ar.id',
    app_id: 'ar.app_id',
    app_name: 'a.name',
    language_code: 'ar.language_code',
    title: 'ar.title',
    category: 'ar.category',
    status: 'ar.status',
    updated_by_name: 'ad.name',
    updated_at: 'ar.updated_at',
  },
  filters: { app_id: 'ar.app_id', status: 'ar.status', category: 'ar.category' },
  options: {
    app_id: OPTIONS_SQL.apps,
    category: 'SELECT DISTINCT category AS value, category AS label FROM admin.app_articles ORDER BY 1',
  },
  search: ({ pattern }) => `ar.title ILIKE ${pattern}`,
  form: { table: 'admin.app_articles', unique: 'title', touch: touched, options: { app_id: OPTIONS_SQL.apps } },
};

/**
 * Sets a group's member surveys to exactly `ids` in the form's transaction: an id naming no survey
 * refuses the whole write (422 naming the field), so a group never holds half an edit.
 */
async function writeSurveyGroupMembers(tx: Queryable, groupId: number, value: unknown): Promise<void> {
  const ids = value as number[];
  const { rows } = await tx.query<{ id: number }>(
    `SELECT x.id FROM unnest($1::int[]) x(id) WHERE NOT EXISTS (SELECT 1 FROM admin.surveys s WHERE s.id = x.id) ORDER BY x.id`,
    [ids],
  );
  if (rows.length > 0)
    throw new HttpError(422, { survey_ids: [SURVEY_GROUP_MESSAGES.notFound('Survey IDs', rows.map((r) => r.id).join(', '))] });
  await tx.query(`DELETE FROM admin.survey_group_members WHERE survey_group_id = $1 AND NOT (survey_id = ANY($2::int[]))`, [groupId, ids]);
  await tx.query(
    `INSERT INTO admin.survey_group_members (survey_group_id, survey_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [groupId, ids],
  );
}

/** /survey-groups (migration 057): member surveys and the suppliers they come from. */
export const surveyGroups: ServerResource = {
  def: surveyGroupsResource,
  from: `admin.survey_groups g LEFT JOIN core.admins ad ON ad.id = g.updated_by
    LEFT JOIN LATERAL (SELECT count(*)::int AS surveys, count(DISTINCT s.supplier_id)::int AS suppliers,
        string_agg(s.id::text, ', ' ORDER BY s.id) AS survey_ids
      FROM admin.survey_group_members m JOIN admin.surveys s ON s.id = m.survey_id WHERE m.survey_group_id = g.id) n ON true`,
  idExpr: 'g.id',
  idType: 'integer',
  columns: {
    id: 'g.id',
    name: 'g.name',
    surveys: 'n.surveys',
    suppliers: 'n.suppliers',
    survey_ids: 'n.survey_ids',
    exclusion: 'g.exclusion',
    updated_by_name: 'ad.name',
    updated_at: 'g.updated_at',
  },
  filters: { exclusion: 'g.exclusion' },
  search: ({ pattern }) => `g.name ILIKE ${pattern}`,
  form: {
    table: 'admin.survey_groups',
    unique: 'name',
    touch: touched,
    outside: { survey_ids: writeSurveyGroupMembers },
    dependants: [{ label: 'surveys', count: 'SELECT count(*) FROM admin.survey_group_members WHERE survey_group_id = $1' }],
  },
};

/** Scheduled, running or ended by the UTC day, unless cancelled. */
const BONUS_STATUS = `CASE WHEN b.cancelled THEN 'cancelled' WHEN (now() AT TIME ZONE 'UTC')::date < b.starts_on THEN 'scheduled'
  WHEN (now() AT TIME ZONE 'UTC')::date > b.ends_on THEN 'ended' ELSE 'running' END`;

/** /bonus-schedules (migration 057): paid $ is the app's Bonus (200) transactions in the period, in dollars. */
export const bonusSchedules: ServerResource = {
  def: bonusSchedulesResource,
  from: 'admin.bonus_schedules b JOIN core.apps a ON a.id = b.app_id',
  idExpr: 'b.id',
  idType: 'integer',
  columns: {
    id: 'b.id',
    app_id: 'b.app_id',
    app_name: 'a.name',
    name: 'b.name',
    type: 'b.type',
    value: 'b.value::float8',
    countries: `array_to_string(b.countries, ', ')`,
    starts_on: `to_char(b.starts_on, 'YYYY-MM-DD')`,
    ends_on: `to_char(b.ends_on, 'YYYY-MM-DD')`,
    status: BONUS_STATUS,
    cancelled: 'b.cancelled',
    paid: `(SELECT round(coalesce(sum(t.user_reward), 0) / coalesce(nullif(a.points_divisor, 0), 1), 2)::float8 FROM admin.user_transactions t
      WHERE t.app_id = b.app_id AND t.type = 200 AND t.created_at >= b.starts_on AND t.created_at < b.ends_on + 1)`,
  },
  sorts: { starts_on: 'b.starts_on' },
  filters: { app_id: 'b.app_id', status: { where: (p) => `${BONUS_STATUS} = ${p}` } },
  options: { app_id: OPTIONS_SQL.apps },
  form: {
    table: 'admin.bonus_schedules',
    unique: 'name',
    touch: touched,
    options: { app_id: OPTIONS_SQL.apps, countries: OPTIONS_SQL.countries },
  },
};
