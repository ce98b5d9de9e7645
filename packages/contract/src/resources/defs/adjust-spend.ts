import { z } from 'zod';
import { requiredText } from '../create.ts';
import { defineResource, linkTo } from '../define.ts';
import { flagField, selectField, serverOptionField } from '../form.ts';
import { SUB_PERMISSION as P } from '../../permissions/names.ts';
import type { FilterOption } from '../types.ts';
import { lastDaysWindow } from './log-filters.ts';

/** Specification 04, section 11: Adjust apps run on these platforms; networks fall into these channels. */
export const ADJUST_PLATFORMS: readonly FilterOption[] = [
  { value: 'android', label: 'Android' },
  { value: 'ios', label: 'iOS' },
  { value: 'web', label: 'Web' },
];
export const ADJUST_CHANNELS: readonly FilterOption[] = [
  { value: 'paid_social', label: 'Paid social' },
  { value: 'search', label: 'Search' },
  { value: 'dsp', label: 'DSP' },
  { value: 'affiliate', label: 'Affiliate' },
];

export const ZAdjustSpendApp = z.object({
  app_token: requiredText('App Token', 40),
  name: requiredText('Name', 120),
  platform: selectField('Platform', ADJUST_PLATFORMS, { required: true }),
  app_id: serverOptionField('Our App'),
});

export const ZAdjustSpendNetwork = z.object({
  network: requiredText('Network', 120),
  channel: selectField('Channel', ADJUST_CHANNELS, { required: true }),
  counted_in_spend: flagField('Counted In Spend'),
});

const spend30 = { key: 'spend_30d', label: 'Spend 30 d $', type: 'money', sortable: true } as const;

/** /adjust-spend-apps: Adjust apps mapped to ours; add, edit, delete with adjust_spend_apps_manage. */
export const adjustSpendAppsResource = defineResource({
  name: 'adjust_spend_apps',
  url: '/api/adjust-spend-apps',
  routeName: 'adjust_spend_apps',
  title: 'Adjust Spend Apps',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'app_token', label: 'App Token', type: 'text', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'platform', label: 'Platform', type: 'text' },
    { key: 'app_id', label: 'Our App ID', type: 'id', link: linkTo.app() },
    { key: 'app_name', label: 'Our App', type: 'text' },
    spend30,
    { key: 'last_data_day', label: 'Last Data Date', type: 'date', sortable: true },
  ],
  filters: [{ key: 'platform', label: 'Platform', kind: 'select', valueType: 'text', optionsFrom: ADJUST_PLATFORMS }],
  search: 'App token or name',
  form: {
    entity: 'Adjust app',
    nameField: 'name',
    schema: ZAdjustSpendApp,
    edit: true,
    remove: true,
    permission: P.adjustSpendAppsManage,
    fields: [
      { key: 'app_token', label: 'App Token', kind: 'text', required: true },
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'platform', label: 'Platform', kind: 'select', required: true, options: ADJUST_PLATFORMS },
      { key: 'app_id', label: 'Our App', kind: 'select', options: 'server' },
    ],
  },
});

/** /adjust-spend-networks: Adjust networks grouped into channels; add, edit, delete with adjust_spend_networks_manage. */
export const adjustSpendNetworksResource = defineResource({
  name: 'adjust_spend_networks',
  url: '/api/adjust-spend-networks',
  routeName: 'adjust_spend_networks',
  title: 'Adjust Spend Networks',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'network', label: 'Network', type: 'text', sortable: true },
    { key: 'channel', label: 'Channel', type: 'text', sortable: true },
    { key: 'counted_in_spend', label: 'Counted In Spend', type: 'boolean' },
    spend30,
  ],
  filters: [{ key: 'channel', label: 'Channel', kind: 'select', valueType: 'text', optionsFrom: ADJUST_CHANNELS }],
  search: 'Network',
  form: {
    entity: 'Adjust network',
    nameField: 'network',
    schema: ZAdjustSpendNetwork,
    edit: true,
    remove: true,
    permission: P.adjustSpendNetworksManage,
    fields: [
      { key: 'network', label: 'Network', kind: 'text', required: true },
      { key: 'channel', label: 'Channel', kind: 'select', required: true, options: ADJUST_CHANNELS },
      { key: 'counted_in_spend', label: 'Counted In Spend', kind: 'switch' },
    ],
  },
});

/**
 * /adjust-spend-data: Adjust's spend export as loaded, one row per day x Adjust app x network x
 * campaign x country; import CSV (upsert on that key) with adjust_spend_data_import.
 */
export const adjustSpendDataResource = defineResource({
  name: 'adjust_spend_data',
  defaultFilters: lastDaysWindow('day'),
  url: '/api/adjust-spend-data',
  routeName: 'adjust_spend_data',
  title: 'Adjust Spend Data',
  defaultSort: { key: 'day', direction: 'desc' },
  columns: [
    { key: 'day', label: 'Day', type: 'date', sortable: true },
    { key: 'adjust_app_name', label: 'App', type: 'text' },
    { key: 'network', label: 'Network', type: 'text' },
    { key: 'campaign', label: 'Campaign', type: 'text' },
    { key: 'country', label: 'Country', type: 'text' },
    { key: 'spend', label: 'Spend $', type: 'money', sortable: true },
    { key: 'installs', label: 'Installs', type: 'number', sortable: true },
    { key: 'cost_per_install', label: 'Cost per Install $', type: 'money', sortable: true },
    { key: 'sign_ups', label: 'Sign-ups', type: 'number' },
    { key: 'payout_d7', label: 'Payout Earned D7 $', type: 'money' },
    { key: 'roas_d7', label: 'ROAS D7 %', type: 'percent' },
    { key: 'adjust_app_id', label: 'Adjust App ID', type: 'id' },
    { key: 'network_id', label: 'Network ID', type: 'id' },
  ],
  filters: [
    { key: 'day', label: 'Date', kind: 'dateRange' },
    { key: 'adjust_app_id', label: 'App', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'network_id', label: 'Network', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'country', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
  ],
  statistics: [
    { key: 'spend', label: 'Spend $', type: 'money' },
    { key: 'installs', label: 'Installs', type: 'number' },
    { key: 'cost_per_install', label: 'Cost per Install $', type: 'money' },
    { key: 'sign_ups', label: 'Sign-ups', type: 'number' },
    { key: 'payout_d7', label: 'Payout Earned D7 $', type: 'money' },
    { key: 'roas_d7', label: 'ROAS D7 %', type: 'number' },
  ],
  // Specification 04, section 11: spend by network, ROAS line.
  chart: { kind: 'bar', x: 'day', value: 'spend', stackBy: 'network', line: 'roas_d7' },
  importable: {
    mode: 'upsert',
    key: 'day, adjust_app_id, network_id, campaign, country',
    columns: [
      { key: 'day', type: 'text', required: true, maxLength: 10 },
      { key: 'adjust_app_id', type: 'integer', required: true, min: 1, references: 'adjust_app' },
      { key: 'network_id', type: 'integer', required: true, min: 1, references: 'adjust_network' },
      { key: 'campaign', type: 'text', required: true, maxLength: 200 },
      { key: 'country', type: 'country', required: true, references: 'country' },
      { key: 'spend', type: 'number', required: true, min: 0 },
      { key: 'installs', type: 'integer', required: true, min: 0 },
    ],
  },
});
