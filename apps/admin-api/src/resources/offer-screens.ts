import {
  offerClickSearchResource,
  offerClientsResource,
  offerIapImportsResource,
  offerPostbackLogsResource,
  offerSuppressionImportsResource,
  offerUserExportResource,
  offerUserIapDataResource,
} from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { writeIapImport } from './iap-import.ts';
import { OPTIONS_SQL } from './options.ts';
import { writeSuppressionImport } from './suppression-import.ts';

/** /offer-click-search (issue 18): each offer click with its events and their credit status. */
export const offerClickSearch: ServerResource = {
  def: offerClickSearchResource,
  from: `admin.offer_clicks oc LEFT JOIN admin.offers o ON o.id = oc.offer_id LEFT JOIN core.apps a ON a.id = oc.app_id
    LEFT JOIN LATERAL (SELECT count(*)::int AS n, count(*) FILTER (WHERE e.credit_status = 1)::int AS credited,
      count(*) FILTER (WHERE e.status = 2)::int AS rejected FROM admin.offer_events e WHERE e.offer_click_id = oc.id) ev ON true`,
  idExpr: 'oc.id',
  columns: {
    id: 'oc.id',
    offer_id: 'oc.offer_id',
    offer_name: 'o.name',
    user_id: 'oc.user_id',
    app_name: 'a.name',
    ip: 'host(oc.ip)',
    events: 'ev.n',
    events_credited: 'ev.credited',
    events_rejected: 'ev.rejected',
    created_at: 'oc.created_at',
  },
  filters: {
    id: 'oc.id',
    userId: 'oc.user_id',
    offerId: 'oc.offer_id',
    ip: 'oc.ip',
    // The provider's transaction id of an event step of this click.
    transaction_id: {
      where: (p) =>
        `EXISTS (SELECT 1 FROM admin.offer_events e JOIN admin.offer_event_steps s ON s.offer_event_id = e.id
                 WHERE e.offer_click_id = oc.id AND s.external_transaction_id = ${p})`,
    },
  },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

/** /offer-user-iap-data: the IAP rows summed per user and offer, beside the events' payout. */
export const offerUserIapData: ServerResource = {
  def: offerUserIapDataResource,
  from: `(SELECT t.user_id, t.offer_id, count(*)::int AS transactions, sum(t.transaction_value) AS value, max(t.transaction_time) AS last_at
          FROM admin.offer_iap_transactions t GROUP BY t.user_id, t.offer_id) iap
    JOIN admin.offers o ON o.id = iap.offer_id JOIN admin.offer_providers op ON op.id = o.provider_id
    LEFT JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(e.publisher_payout), 0) AS payout FROM admin.offer_events e
      WHERE e.user_id = iap.user_id AND e.offer_id = iap.offer_id AND e.status <> 2) ev ON true`,
  idExpr: '(iap.user_id * 1000000 + iap.offer_id)',
  columns: {
    user_id: 'iap.user_id',
    offer_id: 'iap.offer_id',
    offer_name: 'o.name',
    provider_name: 'op.name',
    transactions: 'iap.transactions',
    value: 'iap.value::float8',
    last_at: 'iap.last_at',
    events: 'ev.n',
    payout: 'ev.payout::float8',
  },
  sorts: { value: 'iap.value' },
  filters: { userId: 'iap.user_id', offerId: 'iap.offer_id', provider_id: 'o.provider_id', last_at: 'iap.last_at' },
  options: { provider_id: OPTIONS_SQL.offerProviders },
  statistics: { value: 'coalesce(sum(iap.value), 0)::float8', transactions: 'coalesce(sum(iap.transactions), 0)::int' },
};

export const offerPostbackLogs: ServerResource = {
  def: offerPostbackLogsResource,
  from: 'admin.offer_postback_logs pl JOIN admin.offer_providers op ON op.id = pl.provider_id',
  idExpr: 'pl.id',
  columns: {
    id: 'pl.id',
    provider_name: 'op.name',
    offer_id: 'pl.offer_id',
    user_id: 'pl.user_id',
    event_id: 'pl.event_id',
    reward_id: 'pl.reward_id',
    revenue: 'pl.revenue::float8',
    signature_valid: 'pl.signature_valid',
    result: 'pl.result',
    reason: 'pl.reason',
    created_at: 'pl.created_at',
  },
  filters: { offerId: 'pl.offer_id', userId: 'pl.user_id', provider_id: 'pl.provider_id' },
  valueBranches: ['offerId', 'userId'],
  options: { provider_id: OPTIONS_SQL.offerProviders },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const offerClients: ServerResource = {
  def: offerClientsResource,
  from: `admin.offer_clients cl LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE o.status = 1)::int AS active,
        (SELECT coalesce(sum(e.revenue), 0) FROM admin.offer_events e JOIN admin.offers eo ON eo.id = e.offer_id
         WHERE eo.client_id = cl.id AND e.status <> 2 AND e.created_at > now() - interval '30 days') AS revenue
      FROM admin.offers o WHERE o.client_id = cl.id) co ON true`,
  idExpr: 'cl.id',
  idType: 'integer',
  columns: {
    id: 'cl.id',
    name: 'cl.name',
    contact: 'cl.contact',
    active_offers: 'co.active',
    revenue_30d: 'co.revenue::float8',
    payment_terms: 'cl.payment_terms',
    status: 'cl.status',
  },
  sorts: { revenue_30d: 'co.revenue' },
  search: ({ pattern }) => `cl.name ILIKE ${pattern}`,
  form: { table: 'admin.offer_clients', unique: 'name', touch: { updated_by: 'admin', updated_at: 'now' } },
};

export const offerIapImports: ServerResource = {
  def: offerIapImportsResource,
  from: 'admin.iap_imports ii LEFT JOIN admin.offer_providers op ON op.id = ii.provider_id LEFT JOIN core.admins ad ON ad.id = ii.uploaded_by',
  idExpr: 'ii.id',
  idType: 'integer',
  columns: {
    id: 'ii.id',
    file_name: 'ii.file_name',
    provider_name: 'op.name',
    rows_total: 'ii.rows_total',
    rows_matched: 'ii.rows_matched',
    value: 'ii.value::float8',
    rows_unmatched: 'ii.rows_total - ii.rows_matched',
    uploaded_by_name: 'ad.name',
    created_at: 'ii.created_at',
  },
  sorts: { value: 'ii.value' },
  filters: { provider_id: 'ii.provider_id' },
  options: { provider_id: OPTIONS_SQL.offerProviders },
  import: {
    table: 'admin.offer_iap_transactions',
    types: { user_id: 'bigint', offer_id: 'integer', value: 'numeric', transaction_id: 'text', time: 'text' },
    write: writeIapImport,
  },
};

export const offerSuppressionImports: ServerResource = {
  def: offerSuppressionImportsResource,
  from: 'admin.offer_suppressions os LEFT JOIN core.admins ad ON ad.id = os.uploaded_by',
  idExpr: 'os.id',
  idType: 'integer',
  columns: {
    id: 'os.id',
    offer_ids: "array_to_string(os.offer_ids, ', ')",
    identifier_type: 'os.identifier_type',
    identifiers: 'cardinality(os.identifiers)',
    matched_users: 'cardinality(os.matched_user_ids)',
    file_name: 'os.file_name',
    uploaded_by_name: 'ad.name',
    created_at: 'os.created_at',
  },
  // The list's ids arrive as one array: any offer of the import among them.
  filters: { offerId: { where: (p) => `os.offer_ids && ${p}`, cast: 'int' } },
  import: {
    table: 'admin.offer_suppressions',
    types: { offer_id: 'integer', identifier_type: 'text', identifier: 'text' },
    write: writeSuppressionImport,
  },
  form: { table: 'admin.offer_suppressions' },
};

/**
 * /offer-user-export: each user's first click on an offer (read newest first through the id index, the
 * earlier-click check through the user index), with their events and purchases on that offer.
 */
export const offerUserExport: ServerResource = {
  def: offerUserExportResource,
  from: `admin.offer_clicks oc
    JOIN admin.users u ON u.id = oc.user_id
      AND NOT EXISTS (SELECT 1 FROM admin.offer_clicks p WHERE p.user_id = oc.user_id AND p.offer_id = oc.offer_id AND p.id < oc.id)
    LEFT JOIN core.apps a ON a.id = u.app_id
    LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM admin.offer_events e WHERE e.user_id = oc.user_id AND e.offer_id = oc.offer_id AND e.status <> 2) ev ON true
    LEFT JOIN LATERAL (SELECT coalesce(sum(t.transaction_value), 0) AS value FROM admin.offer_iap_transactions t
      WHERE t.user_id = oc.user_id AND t.offer_id = oc.offer_id) iap ON true`,
  idExpr: 'oc.id',
  columns: {
    id: 'oc.id',
    user_id: 'oc.user_id',
    offer_id: 'oc.offer_id',
    external_user_id: 'u.external_user_id',
    app_name: 'a.name',
    country_code: 'u.country_code',
    platform: 'u.platform',
    first_click_at: 'oc.created_at',
    events: 'ev.n',
    iap: 'iap.value::float8',
  },
  filters: {
    offerId: 'oc.offer_id',
    app_id: 'u.app_id',
    country_code: 'u.country_code',
    first_click_at: 'oc.created_at',
    reward: {
      where: (p) =>
        `EXISTS (SELECT 1 FROM admin.offer_events e WHERE e.user_id = oc.user_id AND e.offer_id = oc.offer_id AND e.status <> 2 AND e.reward_name = ${p})`,
    },
  },
  options: { app_id: OPTIONS_SQL.apps, country_code: OPTIONS_SQL.countries },
};
