import { z } from 'zod';
import { requiredText } from '../../create.ts';
import { defineResource } from '../../define.ts';
import { flagField, selectField } from '../../form.ts';

const CONDITIONS = [
  { value: 'amount_at_least', label: 'Amount at least ($)' },
  { value: 'first_claim', label: 'First claim' },
  { value: 'account_age_below_days', label: 'Account younger than (days)' },
  { value: 'country', label: 'Country' },
  { value: 'reward', label: 'Reward' },
  { value: 'recon_percent_above', label: 'Recon % above' },
] as const;
const OUTCOMES = [
  { value: 'wait', label: 'Wait for confirmation' },
  { value: 'auto_pay', label: 'Auto-pay' },
] as const;

/** A rule as its create and edit form write it (page holders: create, edit, delete). */
export const ZPayoutConfirmationRule = z.object({
  condition: selectField('Condition', CONDITIONS, { required: true }),
  value: requiredText('Value', 100),
  outcome: selectField('Outcome', OUTCOMES, { required: true }),
  enabled: flagField('Enabled'),
});
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/** /po-config-payout-confirmation: which claims wait for a person (specification 04, section 1). */
export const productPayoutConfirmationPage: ProductPageKind = {
  path: productSlugPath('config-payout-confirmation'),
  api: 'payout-confirmation-rules',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'condition', label: 'Condition', type: 'text' },
        { key: 'value', label: 'Value', type: 'text' },
        { key: 'outcome', label: 'Outcome', type: 'text' },
        { key: 'enabled', label: 'Enabled', type: 'boolean' },
        { key: 'caught_30d', label: 'Caught 30 d', type: 'number' },
        { key: 'created_at', label: 'Created', type: 'datetime', sortable: true },
      ],
      filters: [],
      form: {
        entity: 'Payout confirmation rule',
        nameField: 'condition',
        schema: ZPayoutConfirmationRule,
        edit: true,
        remove: true,
        fields: [
          { key: 'condition', label: 'Condition', kind: 'select', required: true, options: CONDITIONS },
          { key: 'value', label: 'Value', kind: 'text', required: true },
          { key: 'outcome', label: 'Outcome', kind: 'select', required: true, options: OUTCOMES },
          { key: 'enabled', label: 'Enabled', kind: 'switch' },
        ],
      },
    }),
};

export const productPayoutConfirmationResources = productPages(productPayoutConfirmationPage);
