import { BLOCKING_REASONS, HIGH_RISK_KINDS } from '@bo/contract';
import { answerOf } from './quality-sources.ts';
/** Staff by name; a row no admin made (the platform's own) says so. */
const ADMIN_NAME = (id: string) =>
  `coalesce((SELECT a.name FROM core.admins a WHERE a.id = ${id}), CASE WHEN ${id} IS NULL THEN 'Unassigned' ELSE 'Admin ' || ${id} END)`;
const ADMIN_OPTIONS = 'SELECT id AS value, name AS label FROM core.admins ORDER BY name, id';

/** The label of a grouping's id (`id` is the SQL of the id column), for the rows of a page only. */
export const DIMENSION_LABELS: Readonly<Record<string, (id: string) => string>> = {
  app: (id) => `(SELECT a.name FROM core.apps a WHERE a.id = ${id})`,
  // Offer rows have no supplier (and survey rows no provider): they say so rather than stay blank.
  supplier: (id) => `coalesce((SELECT s.name FROM admin.suppliers s WHERE s.id = ${id}), CASE WHEN ${id} IS NULL THEN 'Offers' END)`,
  buyer: (id) => `(SELECT b.supplier_buyer_name FROM admin.supplier_buyers b WHERE b.id = ${id})`,
  provider: (id) => `coalesce((SELECT p.name FROM admin.offer_providers p WHERE p.id = ${id}), CASE WHEN ${id} IS NULL THEN 'Surveys' END)`,
  user_source: (id) => `coalesce(${id}, '(none)')`,
  survey_external_id: (id) => `(SELECT v.external_survey_id FROM admin.surveys v WHERE v.id = ${id})`,
  publisher: (id) => `coalesce((SELECT p.name FROM admin.publishers p WHERE p.id = ${id}), '(no publisher)')`,
  product: (id) => `(SELECT a.name FROM core.apps a WHERE a.id = ${id})`,
  partner: (id) => `(SELECT p.name FROM admin.affiliate_partners p WHERE p.id = ${id})`,
  blocking_reason: (id) =>
    `CASE ${id} ${Object.entries(BLOCKING_REASONS)
      .map(([k, v]) => `WHEN '${k}' THEN '${v}'`)
      .join(' ')} END`,
  loi_bucket: (id) => id,
  cpi_bucket: (id) => id,
  hour_of_day: (id) => id,
  tenure: (id) => id,
  job: (id) => id,
  survey: (id) => `(SELECT v.name FROM admin.surveys v WHERE v.id = ${id})`,
  offer: (id) => `(SELECT o.name FROM admin.offers o WHERE o.id = ${id})`,
  reward: (id) => `${id}`,
  country: (id) => `${id}::text`,
  platform: (id) => `${id}`,
  device: (id) => `CASE ${id} WHEN 'all' THEN 'All devices' ELSE ${id} END`,
  network: (id) => `coalesce(${id}, '(none)')`,
  campaign: (id) => `coalesce(${id}, '(none)')`,
  template: (id) => `${id}`,
  source: (id) => `CASE ${id} WHEN 'survey' THEN 'Surveys' WHEN 'offer' THEN 'Offers' END`,
  admin: (id) => ADMIN_NAME(id),
  agent: (id) => ADMIN_NAME(id),
  reason: (id) => `initcap(replace(${id}, '_', ' '))`,
  channel: (id) => `initcap(${id})`,
  hour: (id) => `lpad(${id}::text, 2, '0') || ':00'`,
  ip: (id) => `host(${id})`,
  subnet: (id) => `${id}`,
  user: (id) => `${id}::text`,
  identical: answerOf('identical_key'),
  similar: answerOf('similar_key'),
  declared_country: (id) => `coalesce(${id}::text, '(none)')`,
  ip_country: (id) => `coalesce(${id}::text, '(no IP logs)')`,
  geo_match: (id) => `CASE ${id} WHEN 'mismatch' THEN 'Mismatch' ELSE 'Match' END`,
  risk_kind: (id) =>
    `CASE ${id} ${Object.entries(HIGH_RISK_KINDS)
      .map(([k, label]) => `WHEN '${k}' THEN '${label}'`)
      .join(' ')} END`,
  risk_value: (id) => `${id}`,
  question: (id) => `(SELECT q.text FROM admin.questions q WHERE q.id = ${id})`,
  answer: (id) => `(SELECT a.text FROM admin.question_answers a WHERE a.id = ${id})`,
  user_state: (id) => `CASE ${id} WHEN 'active' THEN 'Active' ELSE 'Not active' END`,
};

/** An app's own column, read by its id. */
const appColumn = (id: string, column: string) => `(SELECT a.${column} FROM core.apps a WHERE a.id = ${id})`;

/** A fact's columns (the fact, and the id its link reads) from the id of the grouping it describes. */
export const FACT_COLUMNS: Readonly<Record<string, (id: string) => Record<string, string>>> = {
  publisher: (id) => ({
    publisher_id: appColumn(id, 'publisher_id'),
    publisher: DIMENSION_LABELS.publisher!(appColumn(id, 'publisher_id')),
  }),
  project: (id) => ({ project: `coalesce(${appColumn(id, 'project')}, '(none)')` }),
  surveys_running: (id) => ({
    surveys_running: `CASE ${appColumn(id, 'surveys_running')} WHEN true THEN 'Running' WHEN false THEN 'Stopped' END`,
  }),
};

/** Options of the groupings' filters (filterData). */
export const DIMENSION_OPTIONS: Readonly<Record<string, string>> = {
  app: 'SELECT id AS value, name AS label FROM core.apps ORDER BY id',
  supplier: `SELECT id AS value, name || ' (' || id || ')' AS label FROM admin.suppliers ORDER BY name`,
  buyer: 'SELECT id AS value, supplier_buyer_name AS label FROM admin.supplier_buyers ORDER BY supplier_buyer_name',
  provider: 'SELECT id AS value, name AS label FROM admin.offer_providers ORDER BY name',
  offer: `SELECT id AS value, name || ' (' || id || ')' AS label FROM admin.offers ORDER BY name, id`,
  publisher: 'SELECT id AS value, name AS label FROM admin.publishers ORDER BY name',
  // The projects the apps name (App Overview's project filter).
  project: 'SELECT DISTINCT project AS value, project AS label FROM core.apps WHERE project IS NOT NULL ORDER BY 1',
  country: 'SELECT code AS value, name AS label FROM core.countries ORDER BY name',
  device: `SELECT DISTINCT devices AS value, CASE devices WHEN 'all' THEN 'All devices' ELSE devices END AS label FROM admin.survey_inventory_snapshots ORDER BY 1`,
  admin: ADMIN_OPTIONS,
  partner: `SELECT p.id AS value, p.name || ' (' || a.name || ')' AS label FROM admin.affiliate_partners p JOIN core.apps a ON a.id = p.app_id ORDER BY p.name, a.name`,
  agent: ADMIN_OPTIONS,
  declared_country: 'SELECT code AS value, name AS label FROM core.countries ORDER BY name',
  ip_country: 'SELECT code AS value, name AS label FROM core.countries ORDER BY name',
  question: `SELECT id AS value, text || ' (' || id || ')' AS label FROM admin.questions ORDER BY text, id`,
  user_source: `SELECT DISTINCT external_source AS value, external_source AS label FROM admin.daily_cohort_stats WHERE external_source IS NOT NULL ORDER BY 1`,
  platform: `SELECT DISTINCT platform AS value, platform AS label FROM admin.daily_stats WHERE platform IS NOT NULL ORDER BY 1`,
};
