import { z } from 'zod';
import { optionalText, requiredText } from '../create.ts';
import { activeOptions, defineResource, linkTo } from '../define.ts';
import { selectField } from '../form.ts';
import { SUB_PERMISSION as P } from '../../permissions/names.ts';
import type { FilterOption } from '../types.ts';
import { createdFilter, lastDaysWindow, LOG_WINDOW_24H, textOptions, userIdsFilter } from './log-filters.ts';

/** The Offers menu's table screens (specification 04, section 8; issue 18). */
const offerIdsFilter = { key: 'offerId', label: 'Offer IDs', kind: 'list' } as const;
const providerFilter = { key: 'provider_id', label: 'Provider', kind: 'multiSelect', optionsFrom: 'filterData' } as const;
const offerColumn = { key: 'offer_id', label: 'Offer', type: 'id', link: linkTo.offer() } as const;
const offerNameColumn = { key: 'offer_name', label: 'Offer Name', type: 'text', link: linkTo.offer() } as const;
const userColumn = { key: 'user_id', label: 'User', type: 'id', link: linkTo.user() } as const;

/** /offer-click-search: find offer clicks by click id, user, external transaction id or IP. */
export const offerClickSearchResource = defineResource({
  name: 'offer_click_search',
  url: '/api/offer-click-search',
  routeName: 'offer_click_search',
  title: 'Offer Click Search',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'Click ID', type: 'id', sortable: true },
    offerColumn,
    offerNameColumn,
    userColumn,
    { key: 'app_name', label: 'App', type: 'text' },
    { key: 'ip', label: 'IP', type: 'text' },
    { key: 'events', label: 'Events', type: 'number' },
    { key: 'events_credited', label: 'Credited', type: 'number' },
    { key: 'events_rejected', label: 'Rejected', type: 'number' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'id', label: 'Click IDs', kind: 'list' },
    userIdsFilter,
    offerIdsFilter,
    { key: 'transaction_id', label: 'External Transaction ID', kind: 'equality', valueType: 'text' },
    { key: 'ip', label: 'IP', kind: 'equality', valueType: 'ip' },
    createdFilter(),
  ],
});

/** /offer-user-iap-data: purchases per user and offer (IAP data reaches us up to 24 hours late). */
export const offerUserIapDataResource = defineResource({
  name: 'offer_user_iap_data',
  defaultFilters: lastDaysWindow('last_at'),
  url: '/api/offer-user-iap-data',
  routeName: 'offer_user_iap_data',
  title: 'Offer User IAP Data',
  defaultSort: { key: 'last_at', direction: 'desc' },
  columns: [
    userColumn,
    offerColumn,
    offerNameColumn,
    { key: 'provider_name', label: 'Provider', type: 'text' },
    { key: 'transactions', label: 'Transactions', type: 'number', sortable: true },
    { key: 'value', label: 'Value $', type: 'money', sortable: true },
    { key: 'last_at', label: 'Last', type: 'datetime', sortable: true },
    { key: 'events', label: 'Events', type: 'number' },
    { key: 'payout', label: 'Payout $', type: 'money' },
  ],
  filters: [userIdsFilter, offerIdsFilter, providerFilter, { key: 'last_at', label: 'Date', kind: 'dateRange' }],
  statistics: [
    { key: 'value', label: 'Value $', type: 'money' },
    { key: 'transactions', label: 'Transactions', type: 'number' },
  ],
});

export const IAP_IMPORT_MESSAGES = {
  time: 'must be a date and time (YYYY-MM-DD HH:mm:ss, UTC)',
  oneProvider: (provider: string) => `must be an offer of ${provider}, as the file's other rows: one provider per file`,
} as const;

export const POSTBACK_RESULTS = textOptions({ credited: 'Credited', pending: 'Pending', duplicate: 'Duplicate', rejected: 'Rejected' });

/** /offer-postback-logs: the providers' callbacks and what became of each. */
export const offerPostbackLogsResource = defineResource({
  name: 'offer_postback_logs',
  defaultFilters: LOG_WINDOW_24H,
  url: '/api/offer-postback-logs',
  routeName: 'offer_postback_logs',
  title: 'Offer Postback Logs',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'provider_name', label: 'Provider', type: 'text' },
    offerColumn,
    userColumn,
    { key: 'event_id', label: 'Event ID', type: 'text' },
    { key: 'reward_id', label: 'Reward ID', type: 'text' },
    { key: 'revenue', label: 'Revenue $', type: 'money' },
    { key: 'signature_valid', label: 'Signature Valid', type: 'boolean' },
    { key: 'result', label: 'Result', type: 'text' },
    { key: 'reason', label: 'Reason', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [
    offerIdsFilter,
    userIdsFilter,
    providerFilter,
    { key: 'result', label: 'Result', kind: 'multiSelect', valueType: 'text', optionsFrom: POSTBACK_RESULTS },
    createdFilter(),
  ],
});

export const PAYMENT_TERMS: readonly FilterOption[] = textOptions({
  prepaid: 'Prepaid',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_45: 'Net 45',
  net_60: 'Net 60',
});
const CLIENT_STATUS: readonly FilterOption[] = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Paused' },
];

export const ZOfferClient = z.object({
  name: requiredText('Name', 120),
  contact: optionalText('Contact', 200),
  payment_terms: selectField('Payment Terms', PAYMENT_TERMS, { required: true }),
  status: selectField('Status', CLIENT_STATUS, { required: true }),
});

/** /offer-clients: the advertisers behind offers; create and edit with Add Edit Offer (offer_add_edit). */
export const offerClientsResource = defineResource({
  name: 'offer_clients',
  url: '/api/offer-clients',
  routeName: 'offer_clients',
  title: 'Offer Clients',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'contact', label: 'Contact', type: 'text' },
    { key: 'active_offers', label: 'Active Offers', type: 'number', sortable: true },
    { key: 'revenue_30d', label: 'Revenue 30 d $', type: 'money', sortable: true },
    { key: 'payment_terms', label: 'Payment Terms', type: 'text' },
    { key: 'status', label: 'Status', type: 'status' },
  ],
  filters: [{ key: 'status', label: 'Status', kind: 'select', optionsFrom: activeOptions }],
  search: 'Name',
  form: {
    entity: 'Offer client',
    nameField: 'name',
    schema: ZOfferClient,
    edit: true,
    permission: P.offerAddEdit,
    fields: [
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'contact', label: 'Contact', kind: 'text' },
      { key: 'payment_terms', label: 'Payment Terms', kind: 'select', required: true, options: PAYMENT_TERMS },
      { key: 'status', label: 'Status', kind: 'select', required: true, options: CLIENT_STATUS },
    ],
  },
});

/** /offer-iap-imports: the providers' IAP files loaded. */
export const offerIapImportsResource = defineResource({
  name: 'offer_iap_imports',
  defaultFilters: lastDaysWindow(),
  url: '/api/offer-iap-imports',
  routeName: 'offer_iap_imports',
  title: 'Offer IAP Imports',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'file_name', label: 'File', type: 'text' },
    { key: 'provider_name', label: 'Provider', type: 'text' },
    { key: 'rows_total', label: 'Rows', type: 'number' },
    { key: 'rows_matched', label: 'Matched', type: 'number' },
    { key: 'value', label: 'Value $', type: 'money', sortable: true },
    { key: 'rows_unmatched', label: 'Unmatched', type: 'number' },
    { key: 'uploaded_by_name', label: 'Uploaded By', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [providerFilter, createdFilter()],
  // Page holders: import CSV (user, offer, value, transaction id, time); rows naming no user or offer are counted unmatched.
  importable: {
    mode: 'insert',
    columns: [
      { key: 'user_id', type: 'integer', required: true, min: 1 },
      { key: 'offer_id', type: 'integer', required: true, min: 1 },
      { key: 'value', type: 'number', required: true, min: 0 },
      { key: 'transaction_id', type: 'text', required: true, maxLength: 100 },
      { key: 'time', type: 'text', required: true, maxLength: 30 },
    ],
  },
});

/** How a suppression file names its users: our user id, the app's external id, or the MD5 of the lower-cased e-mail. */
export const SUPPRESSION_IDENTIFIER_TYPES = ['user_id', 'external_id', 'email_hash'] as const;

export const SUPPRESSION_IMPORT_MESSAGES = {
  identifierType: `must be one of ${SUPPRESSION_IDENTIFIER_TYPES.join(', ')}`,
  oneType: (first: string) => `must be ${first}, as the file's first row: one identifier type per file`,
  notUserId: 'must be a whole number (a user id)',
  notEmailHash: 'must be an MD5 hash (32 hexadecimal characters)',
} as const;

/** /offer-suppression-imports: advertisers' lists of users who must not see an offer; deleting an import lifts it. */
export const offerSuppressionImportsResource = defineResource({
  name: 'offer_suppression_imports',
  defaultFilters: lastDaysWindow(),
  url: '/api/offer-suppression-imports',
  routeName: 'offer_suppression_imports',
  title: 'Offer Suppression Imports',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'offer_ids', label: 'Offers', type: 'text' },
    { key: 'identifier_type', label: 'Identifier Type', type: 'text' },
    { key: 'identifiers', label: 'Identifiers', type: 'number' },
    { key: 'matched_users', label: 'Matched Users', type: 'number' },
    { key: 'file_name', label: 'File', type: 'text' },
    { key: 'uploaded_by_name', label: 'Uploaded By', type: 'text' },
    { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
  ],
  filters: [offerIdsFilter, createdFilter()],
  // Page holders: import CSV, one row per offer and identifier; the file becomes one import of its offers.
  importable: {
    mode: 'insert',
    preview: true,
    columns: [
      { key: 'offer_id', type: 'integer', required: true, min: 1, references: 'offer' },
      { key: 'identifier_type', type: 'text', required: true, maxLength: 20 },
      { key: 'identifier', type: 'text', required: true, maxLength: 200 },
    ],
  },
  form: {
    entity: 'Suppression import',
    nameField: 'file_name',
    schema: z.object({}),
    create: false,
    remove: true,
    fields: [],
  },
});

/** /offer-user-export: a user list for an advertiser, one row per user's first click on an offer (no e-mails). */
export const offerUserExportResource = defineResource({
  name: 'offer_user_export',
  defaultFilters: lastDaysWindow('first_click_at'),
  url: '/api/offer-user-export',
  routeName: 'offer_user_export',
  title: 'Offer User Export',
  simplePaginate: true,
  columns: [
    { key: 'id', label: 'First Click ID', type: 'id', sortable: true },
    userColumn,
    offerColumn,
    { key: 'external_user_id', label: 'External ID', type: 'text' },
    { key: 'app_name', label: 'App', type: 'text' },
    { key: 'country_code', label: 'Country', type: 'text' },
    { key: 'platform', label: 'Platform', type: 'text' },
    { key: 'first_click_at', label: 'First Click', type: 'datetime' },
    { key: 'events', label: 'Events', type: 'number' },
    { key: 'iap', label: 'IAP $', type: 'money' },
  ],
  filters: [
    offerIdsFilter,
    { key: 'reward', label: 'Reached Reward', kind: 'equality', valueType: 'text' },
    { key: 'app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
    { key: 'first_click_at', label: 'Date', kind: 'dateRange' },
  ],
});
