import { activeOptions, defineResource, enumOptions, linkTo, yesNoOptions } from '../define.ts';
import type { FilterOption } from '../types.ts';

const visibilityOptions: readonly FilterOption[] = [
  { value: 1, label: 'Visible' },
  { value: 0, label: 'Hidden' },
];
/** Platforms an offer can target (the platform icons of specification 01, section 3). */
const platformOptions: readonly FilterOption[] = ['android', 'ios', 'web', 'web-mobile', 'mobile', 'desktop'].map((p) => ({
  value: p,
  label: p,
}));

export const offersResource = defineResource({
  name: 'offers',
  url: '/api/offer-list',
  routeName: 'offer_list',
  title: 'Offers',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true, link: linkTo.offer('id') },
    { key: 'name', label: 'Name', type: 'text', sortable: true, link: linkTo.offer('id') },
    { key: 'provider_id', label: 'Provider ID', type: 'id', sortable: true },
    { key: 'provider_name', label: 'Provider', type: 'text' },
    { key: 'status', label: 'Status', type: 'status', sortable: true },
    { key: 'visibility', label: 'Visibility', type: 'status', sortable: true },
    { key: 'invisibility_reasons', label: 'Invisibility Reasons', type: 'json' },
    { key: 'platforms', label: 'Platforms', type: 'json' },
    { key: 'country_list', label: 'Countries', type: 'text' },
    { key: 'revenue', label: 'Revenue', type: 'money', sortable: true },
    { key: 'has_iap_data', label: 'IAP', type: 'boolean' },
    { key: 'client_name', label: 'Client', type: 'text' },
    { key: 'created_by_name', label: 'Created By', type: 'text' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'Offer IDs', kind: 'list' },
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'provider_id', label: 'Provider', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'status', label: 'Status', kind: 'select', optionsFrom: activeOptions },
    { key: 'visibility', label: 'Visibility', kind: 'select', optionsFrom: visibilityOptions },
    { key: 'platforms', label: 'Platforms', kind: 'tags', valueType: 'text', optionsFrom: platformOptions },
    { key: 'country_list', label: 'Countries', kind: 'tags', valueType: 'country' },
    { key: 'has_iap_data', label: 'IAP', kind: 'select', optionsFrom: yesNoOptions },
    { key: 'revenue', label: 'Revenue', kind: 'range', valueType: 'number' },
    { key: 'created_at', label: 'Created', kind: 'dateRange' },
  ],
  search: 'Offer id or name',
  detail: { routeName: 'offer_details', entity: 'Offer' },
});

export const offerClicksResource = defineResource({
  name: 'offer_clicks',
  url: '/api/offer-clicks',
  routeName: 'offer_clicks',
  title: 'Offer Clicks',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'offer_id', label: 'Offer ID', type: 'id', link: linkTo.offer() },
    { key: 'offer_name', label: 'Offer', type: 'text', link: linkTo.offer() },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'app_id', label: 'App', type: 'id', link: linkTo.app() },
    { key: 'platform', label: 'Platform', type: 'text' },
    { key: 'ip', label: 'IP', type: 'text' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'offerId', label: 'Offer IDs', kind: 'list' },
    { key: 'userId', label: 'User IDs', kind: 'list' },
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'platform', label: 'Platform', kind: 'select', valueType: 'text', optionsFrom: platformOptions },
    { key: 'created_at', label: 'Created', kind: 'dateRange' },
  ],
});

export const offerEventsResource = defineResource({
  name: 'offer_events',
  url: '/api/offer-events',
  routeName: 'offer_events',
  title: 'Offer Events',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'event_id', label: 'Event ID', type: 'text' },
    { key: 'offer_id', label: 'Offer ID', type: 'id', link: linkTo.offer() },
    { key: 'offer_name', label: 'Offer', type: 'text', link: linkTo.offer() },
    { key: 'user_id', label: 'User ID', type: 'id', link: linkTo.user() },
    { key: 'reward_name', label: 'Reward', type: 'text' },
    { key: 'status', label: 'Status', type: 'status', enum: 'offerEventStatus' },
    { key: 'credit_status', label: 'Credit Status', type: 'status', enum: 'offerEventCreditStatus' },
    { key: 'credit_date', label: 'Credit Date', type: 'datetime' },
    { key: 'is_hidden', label: 'Hidden', type: 'boolean' },
    { key: 'is_high_risk', label: 'High Risk', type: 'boolean' },
    { key: 'disqualification_flag', label: 'Disqualification Flag', type: 'number' },
    { key: 'disqualification_reason', label: 'Disqualification Reason', type: 'text' },
    { key: 'revenue', label: 'Revenue', type: 'money' },
    { key: 'publisher_payout', label: 'Publisher Payout', type: 'money' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'IDs', kind: 'list' },
    { key: 'offerId', label: 'Offer IDs', kind: 'list' },
    { key: 'userId', label: 'User IDs', kind: 'list' },
    { key: 'event_id', label: 'Event ID', kind: 'equality', valueType: 'text' },
    { key: 'status', label: 'Status', kind: 'multiSelect', optionsFrom: enumOptions('offerEventStatus') },
    { key: 'credit_status', label: 'Credit Status', kind: 'select', optionsFrom: enumOptions('offerEventCreditStatus') },
    { key: 'is_hidden', label: 'Hidden', kind: 'select', optionsFrom: yesNoOptions },
    { key: 'created_at', label: 'Created', kind: 'dateRange' },
  ],
});

export const offerProvidersResource = defineResource({
  name: 'offer_providers',
  url: '/api/offer-providers',
  routeName: 'offer_providers',
  title: 'Offer Providers',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'status', label: 'Status', type: 'status', sortable: true },
    { key: 'isSyncActive', label: 'Sync Active', type: 'status', sortable: true },
    { key: 'offers_count', label: 'Offers', type: 'number' },
    { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'Provider IDs', kind: 'list' },
    { key: 'name', label: 'Name', kind: 'text' },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      optionsFrom: [
        { value: 1, label: 'Enabled' },
        { value: 0, label: 'Disabled' },
      ],
    },
    {
      key: 'isSyncActive',
      label: 'Sync',
      kind: 'select',
      optionsFrom: [
        { value: 1, label: 'Sync enabled' },
        { value: 0, label: 'Sync disabled' },
      ],
    },
  ],
  search: 'Provider id or name',
});
