import { defineResource, enumOptions } from '../../define.ts';
import { LOG_WINDOW } from '../log-filters.ts';
import { productPages, productSlugPath, productUserFilter, productUserLink, type ProductPageKind } from './product-page.ts';

/** /{p}-user-reward-eligibility-logs: why a user could not claim (specification 04, section 1). Log. */
export const productEligibilityLogsPage: ProductPageKind = {
  path: productSlugPath('user-reward-eligibility-logs'),
  api: 'user-reward-eligibility-logs',
  build: ({ product, routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      simplePaginate: true,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'user_id', label: 'User ID', type: 'id', link: productUserLink(product) },
        { key: 'reward_name', label: 'Reward', type: 'text' },
        { key: 'amount', label: 'Amount', type: 'money' },
        { key: 'eligible', label: 'Eligible', type: 'boolean' },
        { key: 'failed_rules', label: 'Failed Rules', type: 'text' },
        { key: 'created_at', label: 'Time', type: 'datetime', sortable: true },
      ],
      defaultFilters: LOG_WINDOW,
      filters: [
        productUserFilter,
        {
          key: 'eligible',
          label: 'Result',
          kind: 'select',
          optionsFrom: [
            { value: 1, label: 'Eligible' },
            { value: 0, label: 'Not eligible' },
          ],
        },
        { key: 'failed_rule', label: 'Failed Rule', kind: 'select', valueType: 'text', optionsFrom: enumOptions('eligibilityRule') },
        { key: 'created_at', label: 'Time', kind: 'dateRange' },
      ],
    }),
};

export const productEligibilityLogsResources = productPages(productEligibilityLogsPage);
