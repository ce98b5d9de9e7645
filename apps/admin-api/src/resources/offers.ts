import { offerClicksResource, offerEventsResource, offerProvidersResource, offersResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { booleanFilter, OPTIONS_SQL } from './options.ts';

export const offers: ServerResource = {
  def: offersResource,
  from: `admin.offers o
    JOIN admin.offer_providers op ON op.id = o.provider_id
    LEFT JOIN core.admins ad ON ad.id = o.created_by`,
  idExpr: 'o.id',
  idType: 'integer',
  columns: {
    id: 'o.id',
    name: 'o.name',
    provider_id: 'o.provider_id',
    provider_name: 'op.name',
    status: 'o.status',
    visibility: 'o.visibility',
    invisibility_reasons: 'o.invisibility_reasons',
    platforms: 'o.platforms',
    // A comma string, as the offer card reads it (specification 02, section 3).
    country_list: "array_to_string(o.country_list, ',')",
    revenue: 'o.revenue::float8',
    has_iap_data: 'o.has_iap_data',
    client_name: 'o.client_name',
    created_by_name: 'ad.name',
    created_at: 'o.created_at',
  },
  sorts: { revenue: 'o.revenue' },
  filters: {
    // Tags match offers sharing any of the values (GIN indexes on both arrays).
    platforms: { expr: 'o.platforms', cast: 'text' },
    country_list: { expr: 'o.country_list', cast: 'text' },
    has_iap_data: booleanFilter('o.has_iap_data'),
    revenue: 'o.revenue',
  },
  options: { provider_id: OPTIONS_SQL.offerProviders },
  search: ({ pattern, id }) => `o.id = ${id} OR o.name ILIKE ${pattern}`,
};

export const offerClicks: ServerResource = {
  def: offerClicksResource,
  from: 'admin.offer_clicks oc LEFT JOIN admin.offers o ON o.id = oc.offer_id',
  idExpr: 'oc.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'oc.id',
    offer_id: 'oc.offer_id',
    offer_name: 'o.name',
    user_id: 'oc.user_id',
    app_id: 'oc.app_id',
    platform: 'oc.platform',
    ip: 'host(oc.ip)',
    created_at: 'oc.created_at',
  },
  filters: { offerId: 'oc.offer_id', userId: 'oc.user_id' },
  valueBranches: ['offerId', 'userId'],
  options: { app_id: OPTIONS_SQL.apps },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const offerEvents: ServerResource = {
  def: offerEventsResource,
  from: 'admin.offer_events e LEFT JOIN admin.offers o ON o.id = e.offer_id',
  idExpr: 'e.id',
  keysetSorts: ['created_at'],
  columns: {
    id: 'e.id',
    event_id: 'e.event_id',
    offer_id: 'e.offer_id',
    offer_name: 'o.name',
    user_id: 'e.user_id',
    reward_name: 'e.reward_name',
    status: 'e.status',
    credit_status: 'e.credit_status',
    credit_date: 'e.credit_date',
    is_hidden: 'e.is_hidden',
    is_high_risk: 'e.is_high_risk',
    disqualification_flag: 'e.disqualification_flag',
    disqualification_reason: 'e.disqualification_reason',
    revenue: 'e.revenue::float8',
    publisher_payout: 'e.publisher_payout::float8',
    created_at: 'e.created_at',
  },
  filters: { offerId: 'e.offer_id', userId: 'e.user_id', is_hidden: booleanFilter('e.is_hidden') },
  valueBranches: ['offerId', 'userId'],
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

export const offerProviders: ServerResource = {
  def: offerProvidersResource,
  from: 'admin.offer_providers op',
  idExpr: 'op.id',
  idType: 'integer',
  columns: {
    id: 'op.id',
    name: 'op.name',
    status: 'op.status',
    isSyncActive: 'op.is_sync_active',
    offers_count: '(SELECT count(*)::int FROM admin.offers o WHERE o.provider_id = op.id)',
    created_at: 'op.created_at',
  },
  search: ({ pattern, id }) => `op.id = ${id} OR op.name ILIKE ${pattern}`,
};
