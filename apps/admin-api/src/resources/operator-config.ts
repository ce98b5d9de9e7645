import {
  abTestsResource,
  adminAccessIssues,
  adminPermissionGroupsResource,
  appCountrySourceConfigResource,
  profilerDefaultQuestionsResource,
  surveyPublishersResource,
  ADMIN_ROLE,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { fieldErrors, unprocessable } from '@bo/server-kit';
import { accessActor, loadAccess, writeAccess } from '../admins/access-write.ts';
import type { FormWriter, ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

const touched = { updated_by: 'admin', updated_at: 'now' } as const;
const updatedBy = (alias: string) => ({ updated_by_name: 'ad.name', updated_at: `${alias}.updated_at` });

/** The names of an id array's rows, in the array's order. */
const namesInOrder = (ids: string, table: string, separator: string) =>
  `(SELECT string_agg(x.name || ' (' || x.id || ')', '${separator}' ORDER BY u.n) FROM unnest(${ids}) WITH ORDINALITY u(id, n) JOIN ${table} x ON x.id = u.id)`;

/** /app-country-source-config (migration 043): per app and country, the sources in running order. */
export const appCountrySourceConfig: ServerResource = {
  def: appCountrySourceConfigResource,
  from: 'admin.app_country_sources s JOIN core.apps a ON a.id = s.app_id LEFT JOIN core.admins ad ON ad.id = s.updated_by',
  idExpr: 's.id',
  idType: 'integer',
  columns: {
    id: 's.id',
    app_id: 's.app_id',
    app_name: 'a.name',
    country_code: 's.country_code::text',
    suppliers: namesInOrder('s.supplier_ids', 'admin.suppliers', ' → '),
    supplier_ids: 's.supplier_ids',
    offer_providers: namesInOrder('s.offer_provider_ids', 'admin.offer_providers', ', '),
    offer_provider_ids: 's.offer_provider_ids',
    profiler_required: 's.profiler_required',
    min_payout: 's.min_payout::float8',
    ...updatedBy('s'),
  },
  filters: {
    app_id: 's.app_id',
    country_code: { expr: 's.country_code' },
    supplier_id: { where: (p) => `${p}::int = ANY(s.supplier_ids)` },
  },
  options: {
    app_id: OPTIONS_SQL.apps,
    country_code: `SELECT DISTINCT s.country_code AS value, c.name AS label FROM admin.app_country_sources s JOIN core.countries c ON c.code = s.country_code ORDER BY 2`,
    supplier_id: OPTIONS_SQL.suppliers,
  },
  import: {
    table: 'admin.app_country_sources',
    types: {
      app_id: 'integer',
      country_code: 'char(2)',
      supplier_ids: 'integer[]',
      offer_provider_ids: 'integer[]',
      min_payout: 'numeric',
    },
    touch: touched,
  },
  form: {
    table: 'admin.app_country_sources',
    unique: [{ columns: ['country_code', 'app_id'] }],
    touch: touched,
    options: {
      app_id: OPTIONS_SQL.apps,
      country_code: OPTIONS_SQL.countries,
      supplier_ids: OPTIONS_SQL.suppliers,
      offer_provider_ids: OPTIONS_SQL.offerProviders,
    },
  },
};

/** /survey-publishers (migration 043): a publisher's terms on one app's survey wall. */
export const surveyPublishers: ServerResource = {
  def: surveyPublishersResource,
  from: `admin.survey_publisher_settings sp JOIN admin.publishers p ON p.id = sp.publisher_id JOIN core.apps a ON a.id = sp.app_id
    LEFT JOIN core.admins ad ON ad.id = sp.updated_by`,
  idExpr: 'sp.id',
  idType: 'integer',
  columns: {
    id: 'sp.id',
    publisher_id: 'sp.publisher_id',
    publisher_name: 'p.name',
    app_id: 'sp.app_id',
    app_name: 'a.name',
    revenue_share: 'sp.revenue_share::float8',
    postback_url: 'sp.postback_url',
    countries: 'sp.countries::text[]',
    status: 'sp.status',
    ...updatedBy('sp'),
  },
  sorts: { publisher_name: 'p.name' },
  filters: { publisher_id: 'sp.publisher_id', app_id: 'sp.app_id', status: 'sp.status' },
  options: {
    publisher_id: `SELECT id AS value, name || ' (' || id || ')' AS label FROM admin.publishers ORDER BY name, id`,
    app_id: OPTIONS_SQL.apps,
  },
  search: ({ pattern }) => `p.name ILIKE ${pattern} OR sp.postback_url ILIKE ${pattern}`,
  form: {
    table: 'admin.survey_publisher_settings',
    unique: [{ columns: ['publisher_id', 'app_id'] }],
    touch: touched,
    options: {
      publisher_id: `SELECT id AS value, name || ' (' || id || ')' AS label FROM admin.publishers`,
      app_id: OPTIONS_SQL.apps,
      countries: OPTIONS_SQL.countries,
    },
  },
};

/**
 * Per variant (in the test's order) the assigned users and, from their clicks and completes since the
 * assignment and up to the test's end: conversion (completes / clicks) and revenue per user (rule 2).
 */
const AB_VARIANT_RESULTS = `LEFT JOIN LATERAL (
    SELECT sum(r.users)::int AS users,
      string_agg(r.variant || ': ' || r.users || ' users, ' ||
        coalesce(to_char(round(100.0 * r.completes / nullif(r.clicks, 0), 1), 'FM990.0'), '0.0') || ' % conversion, $' ||
        to_char(coalesce(round(r.revenue / nullif(r.users, 0), 2), 0), 'FM9990.00') || ' per user', '; ' ORDER BY r.n) AS results
    FROM (
      SELECT v.variant, v.n, count(DISTINCT asg.user_id) AS users, coalesce(sum(k.clicks), 0) AS clicks,
        coalesce(sum(k.completes), 0) AS completes, coalesce(sum(k.revenue), 0) AS revenue
      FROM unnest(t.variants) WITH ORDINALITY v(variant, n)
      LEFT JOIN admin.ab_test_assignments asg ON asg.ab_test_id = t.id AND asg.variant = v.variant
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE c.created_at >= asg.assigned_at) AS clicks,
          count(*) FILTER (WHERE c.status = 1 AND c.completed_at >= asg.assigned_at) AS completes,
          sum(c.revenue) FILTER (WHERE c.status = 1 AND c.completed_at >= asg.assigned_at) AS revenue
        FROM admin.clicks c
        WHERE c.user_id = asg.user_id AND (c.created_at >= asg.assigned_at OR c.completed_at >= asg.assigned_at)
          AND (t.ends_on IS NULL OR c.created_at < t.ends_on + 1)
      ) k ON asg.user_id IS NOT NULL
      GROUP BY v.variant, v.n
    ) r
  ) res ON true`;

/** /ab-tests (migration 043): experiments with their variants, split and results per variant. */
export const abTests: ServerResource = {
  def: abTestsResource,
  from: `admin.ab_tests t JOIN core.apps a ON a.id = t.app_id ${AB_VARIANT_RESULTS}`,
  idExpr: 't.id',
  idType: 'integer',
  columns: {
    id: 't.id',
    name: 't.name',
    app_id: 't.app_id',
    app_name: 'a.name',
    status: 't.status',
    variants: 't.variants',
    split: 't.split::int[]',
    starts_on: `to_char(t.starts_on, 'YYYY-MM-DD')`,
    ends_on: `to_char(t.ends_on, 'YYYY-MM-DD')`,
    users: 'res.users',
    results: 'res.results',
  },
  sorts: { starts_on: 't.starts_on' },
  filters: { app_id: 't.app_id', status: 't.status' },
  options: { app_id: OPTIONS_SQL.apps },
  search: ({ pattern }) => `t.name ILIKE ${pattern}`,
  form: {
    table: 'admin.ab_tests',
    unique: 'name',
    touch: touched,
    options: { app_id: OPTIONS_SQL.apps },
    dependants: [{ label: 'assigned users', count: 'SELECT count(*) FROM admin.ab_test_assignments WHERE ab_test_id = $1' }],
  },
};

/**
 * A group may bundle only what its editor could give by Edit access (the catalogue's pages and
 * sub-permissions, never a fixed grant, held by the editor unless a super admin), and its main page
 * must be one of its modules: the access rules of the contract, read as for a staff member.
 */
async function checkGroup(tx: Queryable, values: Record<string, unknown>, ctx: FormWriter, id: number | null): Promise<void> {
  const held =
    id === null
      ? []
      : (await tx.query<{ modules: string[] }>('SELECT modules FROM admin.admin_permission_groups WHERE id = $1', [id])).rows[0]?.modules;
  const actor = await accessActor(tx, ctx);
  const issues = adminAccessIssues(
    actor,
    { role: ADMIN_ROLE.staff, modules: (values.modules as string[]) ?? [], main_page: (values.main_page as string | null) ?? null },
    held ?? [],
  );
  if (issues.length > 0) throw unprocessable(fieldErrors(issues.map((i) => ({ path: [i.path], message: i.message }))));
}

/** A changed group is given again to each member through the access edit of /admins (their sessions end). */
async function reapplyGroup(tx: Queryable, id: number, write: 'create' | 'update' | 'delete', ctx: FormWriter, url: string): Promise<void> {
  if (write !== 'update') return;
  const group = (
    await tx.query<{ modules: string[]; main_page: string | null }>(
      'SELECT modules, main_page FROM admin.admin_permission_groups WHERE id = $1',
      [id],
    )
  ).rows[0]!;
  const members = await tx.query<{ admin_id: number }>(
    'SELECT admin_id FROM admin.admin_permission_group_members WHERE group_id = $1 ORDER BY admin_id',
    [id],
  );
  for (const { admin_id } of members.rows) {
    const member = await loadAccess(tx, admin_id);
    if (!member) continue;
    await writeAccess(tx, ctx, admin_id, { role: member.role as 1 | 2 | 3, modules: group.modules, main_page: group.main_page }, url, {
      permission_group_id: id,
    });
  }
}

/** /admin-permission-groups (migration 043): named bundles of modules and their members. */
export const adminPermissionGroups: ServerResource = {
  def: adminPermissionGroupsResource,
  from: `admin.admin_permission_groups g LEFT JOIN core.admins ad ON ad.id = g.updated_by
    LEFT JOIN LATERAL (SELECT count(*)::int AS n, string_agg(m.name || ' (' || m.id || ')', ', ' ORDER BY m.id) AS names
      FROM admin.admin_permission_group_members gm JOIN core.admins m ON m.id = gm.admin_id WHERE gm.group_id = g.id) mem ON true`,
  idExpr: 'g.id',
  idType: 'integer',
  columns: {
    id: 'g.id',
    name: 'g.name',
    modules: 'g.modules',
    main_page: 'g.main_page',
    admins: 'mem.names',
    admin_count: 'mem.n',
    ...updatedBy('g'),
  },
  filters: { module: { where: (p) => `${p}::text = ANY(g.modules)` } },
  search: ({ pattern }) => `g.name ILIKE ${pattern}`,
  form: { table: 'admin.admin_permission_groups', unique: 'name', touch: touched, check: checkGroup, afterWrite: reapplyGroup },
};

/** /profiler-default-questions (migration 043): answered % over the app's users in the country. */
export const profilerDefaultQuestions: ServerResource = {
  def: profilerDefaultQuestionsResource,
  from: `admin.profiler_default_questions d JOIN core.apps a ON a.id = d.app_id JOIN admin.questions q ON q.id = d.question_id
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS users,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM admin.user_profiling_answers x WHERE x.user_id = u.id AND x.question_id = d.question_id))::int AS answered
      FROM admin.users u WHERE u.app_id = d.app_id AND u.country_code = d.country_code
    ) n ON true`,
  idExpr: 'd.id',
  idType: 'integer',
  columns: {
    id: 'd.id',
    app_id: 'd.app_id',
    app_name: 'a.name',
    country_code: 'd.country_code::text',
    position: 'd.position',
    question_id: 'd.question_id',
    question_text: 'q.text',
    question_type: 'q.question_type',
    required: 'd.required',
    answered: 'round(100.0 * n.answered / nullif(n.users, 0), 2)::float8',
  },
  sorts: { position: 'd.position', country_code: 'd.country_code' },
  filters: { app_id: 'd.app_id', country_code: { expr: 'd.country_code' }, question_type: 'q.question_type' },
  options: {
    app_id: OPTIONS_SQL.apps,
    country_code: `SELECT DISTINCT d.country_code AS value, c.name AS label FROM admin.profiler_default_questions d JOIN core.countries c ON c.code = d.country_code ORDER BY 2`,
  },
  form: {
    table: 'admin.profiler_default_questions',
    unique: [{ columns: ['question_id', 'app_id', 'country_code'] }],
    touch: touched,
    options: { app_id: OPTIONS_SQL.apps, country_code: OPTIONS_SQL.countries, question_id: OPTIONS_SQL.questions },
  },
};

export const operatorConfigServerResources: readonly ServerResource[] = [
  appCountrySourceConfig,
  surveyPublishers,
  abTests,
  adminPermissionGroups,
  profilerDefaultQuestions,
];
