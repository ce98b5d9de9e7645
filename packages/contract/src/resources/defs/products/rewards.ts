import { z } from 'zod';
import { requiredText } from '../../create.ts';
import { defineResource, enumOptions } from '../../define.ts';
import { moneyField, numberField, selectField } from '../../form.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

const REWARD_TYPES = [
  { value: 'paypal', label: 'PayPal' },
  { value: 'gift_card', label: 'Gift card' },
  { value: 'prepaid_card', label: 'Prepaid card' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'bank_transfer', label: 'Bank transfer' },
] as const;

/** A reward option as its create and edit form write it (page holders: create, edit, enable/disable). */
export const ZProductReward = z.object({
  name: requiredText('Name', 100),
  type: selectField('Type', REWARD_TYPES, { required: true }),
  points_per_usd: numberField('Points per $', { required: true, integer: true, min: 1 }),
  fee_percent: numberField('Fee', { required: true, min: 0, max: 100 }),
  confirmation_threshold: moneyField('Confirmation Threshold'),
  status: selectField('Status', enumOptions('rewardStatus'), { required: true }),
});

/** /{p}-rewards: the cash-out catalogue (specification 04, section 1). */
export const productRewardsPage: ProductPageKind = {
  path: productSlugPath('rewards'),
  api: 'rewards',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'name', label: 'Name', type: 'text', sortable: true },
        { key: 'type', label: 'Type', type: 'text' },
        { key: 'countries', label: 'Countries', type: 'text' },
        { key: 'denominations', label: 'Denominations ($)', type: 'text' },
        { key: 'points_per_usd', label: 'Points per $', type: 'number' },
        { key: 'fee_percent', label: 'Fee', type: 'percent' },
        { key: 'confirmation_threshold', label: 'Confirmation Threshold', type: 'money' },
        { key: 'status', label: 'Status', type: 'status', enum: 'rewardStatus' },
        { key: 'claims_30d_usd', label: 'Claims 30 d', type: 'money' },
      ],
      filters: [
        { key: 'type', label: 'Type', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
        { key: 'status', label: 'Status', kind: 'select', optionsFrom: enumOptions('rewardStatus') },
      ],
      form: {
        entity: 'Reward',
        nameField: 'name',
        schema: ZProductReward,
        edit: true,
        fields: [
          { key: 'name', label: 'Name', kind: 'text', required: true },
          { key: 'type', label: 'Type', kind: 'select', required: true, options: REWARD_TYPES },
          { key: 'points_per_usd', label: 'Points per $', kind: 'number', required: true },
          { key: 'fee_percent', label: 'Fee', kind: 'number', required: true, description: 'Percent of the amount' },
          {
            key: 'confirmation_threshold',
            label: 'Confirmation Threshold',
            kind: 'money',
            description: 'Claims from this amount wait for a person',
          },
          { key: 'status', label: 'Status', kind: 'select', required: true, options: enumOptions('rewardStatus') },
        ],
      },
    }),
};

export const productRewardsResources = productPages(productRewardsPage);
