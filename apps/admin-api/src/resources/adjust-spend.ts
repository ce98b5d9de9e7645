import { adjustSpendAppsResource, adjustSpendDataResource, adjustSpendNetworksResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

/** Spend of the last 30 UTC days (today included) of the rows matching `where`. */
const spend30 = (where: string) =>
  `(SELECT coalesce(sum(d.spend), 0)::float8 FROM admin.adjust_spend_data d WHERE ${where} AND d.day > current_date - 30)`;

/** /adjust-spend-apps (migration 050). */
export const adjustSpendApps: ServerResource = {
  def: adjustSpendAppsResource,
  from: 'admin.adjust_spend_apps asa LEFT JOIN core.apps a ON a.id = asa.app_id',
  idExpr: 'asa.id',
  idType: 'integer',
  columns: {
    id: 'asa.id',
    app_token: 'asa.app_token',
    name: 'asa.name',
    platform: 'asa.platform',
    app_id: 'asa.app_id',
    app_name: 'a.name',
    spend_30d: spend30('d.adjust_app_id = asa.id'),
    last_data_day: `(SELECT to_char(max(d.day), 'YYYY-MM-DD') FROM admin.adjust_spend_data d WHERE d.adjust_app_id = asa.id)`,
  },
  sorts: {
    last_data_day: `coalesce((SELECT max(d.day) FROM admin.adjust_spend_data d WHERE d.adjust_app_id = asa.id), '-infinity'::date)`,
  },
  search: ({ pattern }) => `(asa.app_token ILIKE ${pattern} OR asa.name ILIKE ${pattern})`,
  form: {
    table: 'admin.adjust_spend_apps',
    unique: 'app_token',
    touch: { updated_by: 'admin', updated_at: 'now' },
    options: { app_id: OPTIONS_SQL.apps },
    dependants: [{ label: 'spend rows', count: 'SELECT count(*) FROM admin.adjust_spend_data WHERE adjust_app_id = $1' }],
  },
};

/** /adjust-spend-networks (migration 050). */
export const adjustSpendNetworks: ServerResource = {
  def: adjustSpendNetworksResource,
  from: 'admin.adjust_spend_networks asn',
  idExpr: 'asn.id',
  idType: 'integer',
  columns: {
    id: 'asn.id',
    network: 'asn.network',
    channel: 'asn.channel',
    counted_in_spend: 'asn.counted_in_spend',
    spend_30d: spend30('d.network_id = asn.id'),
  },
  search: ({ pattern }) => `asn.network ILIKE ${pattern}`,
  form: {
    table: 'admin.adjust_spend_networks',
    unique: 'network',
    touch: { updated_by: 'admin', updated_at: 'now' },
    dependants: [{ label: 'spend rows', count: 'SELECT count(*) FROM admin.adjust_spend_data WHERE network_id = $1' }],
  },
};

/**
 * The users a spend row bought: the sign-up cohort of its day, our app and the Adjust app's platform,
 * network, campaign and country (attribution is the user's first Adjust install callback), read from the
 * cohort rollup the cohort reports read, so sign-ups and payout earned D7 are theirs (one truth).
 */
const COHORT_OF_ROW = `LEFT JOIN LATERAL (SELECT coalesce(sum(cs.users), 0)::int AS users, coalesce(sum(cs.payout_d7), 0) AS payout_d7
    FROM admin.daily_cohort_stats cs WHERE cs.app_id = sa.app_id AND cs.cohort_day = sd.day AND cs.platform = sa.platform
      AND cs.network = sn.network AND cs.campaign = sd.campaign AND cs.country_code = sd.country) co ON true`;

/** /adjust-spend-data: the loaded spend rows; an import upserts on the row's natural key. */
export const adjustSpendData: ServerResource = {
  def: adjustSpendDataResource,
  from: `admin.adjust_spend_data sd JOIN admin.adjust_spend_apps sa ON sa.id = sd.adjust_app_id JOIN admin.adjust_spend_networks sn ON sn.id = sd.network_id
    ${COHORT_OF_ROW}`,
  idExpr: 'sd.id',
  columns: {
    day: "to_char(sd.day, 'YYYY-MM-DD')",
    adjust_app_name: 'sa.name',
    network: 'sn.network',
    campaign: 'sd.campaign',
    country: 'sd.country',
    spend: 'sd.spend::float8',
    installs: 'sd.installs',
    cost_per_install: 'round(sd.spend / nullif(sd.installs, 0), 2)::float8',
    sign_ups: 'co.users',
    payout_d7: 'co.payout_d7::float8',
    roas_d7: 'round(100.0 * co.payout_d7 / nullif(sd.spend, 0), 2)::float8',
    adjust_app_id: 'sd.adjust_app_id',
    network_id: 'sd.network_id',
  },
  sorts: { day: 'sd.day', spend: 'sd.spend', cost_per_install: 'sd.spend / nullif(sd.installs, 0)' },
  filters: { day: 'sd.day', adjust_app_id: 'sd.adjust_app_id', network_id: 'sd.network_id', country: 'sd.country' },
  options: {
    adjust_app_id: 'SELECT id AS value, name AS label FROM admin.adjust_spend_apps ORDER BY name',
    network_id: 'SELECT id AS value, network AS label FROM admin.adjust_spend_networks ORDER BY network',
    country: OPTIONS_SQL.countries,
  },
  statistics: {
    spend: 'coalesce(sum(sd.spend), 0)::float8',
    installs: 'coalesce(sum(sd.installs), 0)::int',
    cost_per_install: 'round(sum(sd.spend) / nullif(sum(sd.installs), 0), 2)::float8',
    sign_ups: 'coalesce(sum(co.users), 0)::int',
    payout_d7: 'coalesce(sum(co.payout_d7), 0)::float8',
    roas_d7: 'round(100.0 * sum(co.payout_d7) / nullif(sum(sd.spend), 0), 2)::float8',
  },
  import: {
    table: 'admin.adjust_spend_data',
    types: {
      day: 'date',
      adjust_app_id: 'integer',
      network_id: 'integer',
      campaign: 'text',
      country: 'char(2)',
      spend: 'numeric',
      installs: 'integer',
    },
    touch: { imported_by: 'admin', imported_at: 'now' },
  },
};
