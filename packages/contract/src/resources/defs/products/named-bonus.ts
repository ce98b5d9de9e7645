import { z } from 'zod';
import { requiredText } from '../../create.ts';
import { defineResource } from '../../define.ts';
import { dateField, flagField, numberField } from '../../form.ts';
import type { ApiCall } from '../../../api/types.ts';
import { ZListQuery } from '../../../schemas/list.ts';
import type { ReportDef } from '../../../reports/types.ts';
import type { ResourceDef } from '../../types.ts';
import { createdFilter, lastDaysWindow } from '../log-filters.ts';
import { productNamedBonusPath, productPages, productUserFilter, productUserLink, type ProductPageKind } from './product-page.ts';

/** A rule as its create and edit form write it (page holders: create, edit, disable). */
export const ZNamedBonusRule = z.object({
  name: requiredText('Name', 100),
  condition: requiredText('Condition', 200),
  points: numberField('Points', { required: true, integer: true, min: 1 }),
  valid_from: dateField('From'),
  valid_to: dateField('To'),
  enabled: flagField('Enabled'),
});

/**
 * /fs-five-surveys-bonus, /po-prime-opinion-bonus: the product's own bonus programme, tab Rules
 * (specification 04, section 1). The Granted tab is the product's Bonus 200 transactions of a rule.
 */
export const productNamedBonusPage: ProductPageKind = {
  path: productNamedBonusPath,
  api: 'named-bonus-rules',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'condition', label: 'Condition', type: 'text' },
        { key: 'points', label: 'Points', type: 'number' },
        { key: 'countries', label: 'Countries', type: 'text' },
        { key: 'valid_from', label: 'From', type: 'date' },
        { key: 'valid_to', label: 'To', type: 'date' },
        { key: 'enabled', label: 'Enabled', type: 'boolean' },
        { key: 'granted', label: 'Granted', type: 'number' },
        { key: 'granted_usd', label: 'Granted $', type: 'money' },
      ],
      filters: [],
      form: {
        entity: 'Bonus rule',
        nameField: 'name',
        schema: ZNamedBonusRule,
        edit: true,
        fields: [
          { key: 'name', label: 'Name', kind: 'text', required: true },
          { key: 'condition', label: 'Condition', kind: 'text', required: true, description: 'e.g. completes_per_day >= 5' },
          { key: 'points', label: 'Points', kind: 'number', required: true },
          { key: 'valid_from', label: 'From', kind: 'date' },
          { key: 'valid_to', label: 'To', kind: 'date' },
          { key: 'enabled', label: 'Enabled', kind: 'switch' },
        ],
      },
    }),
};

export const productNamedBonusResources = productPages(productNamedBonusPage);

/**
 * The Granted tab (specification 04, section 1): the product's Bonus 200 transactions of its bonus
 * rules, one row a grant, on the page's permission. Listed apart from the page kinds (it is the
 * second tab of the same page, not a page of its own).
 */
export const productNamedBonusGrantsPage: ProductPageKind = {
  path: productNamedBonusPath,
  api: 'named-bonus-grants',
  build: ({ product, routeName, url, title }) =>
    defineResource({
      name: `${routeName}_granted`,
      url,
      routeName,
      title: `${title}: Granted`,
      simplePaginate: true,
      defaultFilters: lastDaysWindow(),
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'user_id', label: 'User ID', type: 'id', link: productUserLink(product) },
        { key: 'rule_id', label: 'Rule ID', type: 'id' },
        { key: 'rule_name', label: 'Rule', type: 'text' },
        { key: 'points', label: 'Points', type: 'number' },
        { key: 'usd', label: '$', type: 'money' },
        { key: 'granted_by', label: 'Granted By', type: 'text' },
        { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
      ],
      filters: [
        productUserFilter,
        { key: 'rule_id', label: 'Rule', kind: 'multiSelect', optionsFrom: 'filterData' },
        createdFilter('Date'),
      ],
    }),
};

export const productNamedBonusGrantsResources = productPages(productNamedBonusGrantsPage);

/** The chart of the Granted tab: bonus $ per day over the tab's filters (GET {grants list}/per-day). */
export const NAMED_BONUS_CHART = {
  title: 'Bonus $ per day',
  chart: { kind: 'bar', series: [{ key: 'bonus_usd' }] },
  measures: [
    { key: 'bonus_usd', label: 'Bonus $', type: 'money' },
    { key: 'grants', label: 'Grants', type: 'number' },
  ],
} as const satisfies Pick<ReportDef, 'title' | 'chart' | 'measures'>;

export const ZNamedBonusPerDayAnswer = z.object({
  data: z.array(z.object({ period: z.string(), grants: z.number(), bonus_usd: z.number() })),
});
export type NamedBonusPerDayAnswer = z.infer<typeof ZNamedBonusPerDayAnswer>;

/** The per-day call of a product's Granted tab: its list call plus /per-day, on the page's permission. */
export const namedBonusPerDayPath = (grants: ResourceDef): string => `${grants.url}/per-day`;
/** The per-day call of one Granted tab, with its schemas (the tab's filters as the query, as its list takes them). */
export const namedBonusPerDayCall = (def: ResourceDef) => ({
  name: `${def.name}.perDay`,
  method: 'GET' as const,
  path: namedBonusPerDayPath(def),
  upstream: 'admin' as const,
  permission: def.routeName,
  summary: `${NAMED_BONUS_CHART.title} over the filtered rows of ${def.title}`,
  query: ZListQuery,
  answer: ZNamedBonusPerDayAnswer,
});
export const namedBonusGrantsCalls: readonly ApiCall[] = productNamedBonusGrantsResources.map(namedBonusPerDayCall);
