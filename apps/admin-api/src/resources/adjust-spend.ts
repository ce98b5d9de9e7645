import { adjustSpendAppsResource, adjustSpendNetworksResource } from '@bo/contract';
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
