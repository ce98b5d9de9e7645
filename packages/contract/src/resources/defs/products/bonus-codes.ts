import { z } from 'zod';
import { requiredText } from '../../create.ts';
import { defineResource, enumOptions } from '../../define.ts';
import { dateTimeField, numberField, selectField } from '../../form.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/** A code as its create and edit form write it (page holders: create, edit, deactivate). */
export const ZProductBonusCode = z.object({
  code: requiredText('Code', 40),
  points: numberField('Points', { required: true, integer: true, min: 1 }),
  max_redemptions: numberField('Max Redemptions', { integer: true, min: 1 }),
  per_user_limit: numberField('Per-User Limit', { required: true, integer: true, min: 1 }),
  valid_from: dateTimeField('Valid From'),
  valid_to: dateTimeField('Valid To'),
  status: selectField('Status', enumOptions('bonusCodeStatus'), { required: true }),
});

/** /{p}-bonus-codes (not fs): promo codes (specification 04, section 1). */
export const productBonusCodesPage: ProductPageKind = {
  path: productSlugPath('bonus-codes'),
  api: 'bonus-codes',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'code', label: 'Code', type: 'text', sortable: true },
        { key: 'points', label: 'Points', type: 'number' },
        { key: 'usd', label: 'Value', type: 'money' },
        { key: 'max_redemptions', label: 'Max Redemptions', type: 'number' },
        { key: 'per_user_limit', label: 'Per-User Limit', type: 'number' },
        { key: 'redeemed', label: 'Redeemed', type: 'number' },
        { key: 'given_usd', label: 'Given', type: 'money' },
        { key: 'valid_from', label: 'Valid From', type: 'datetime', sortable: true },
        { key: 'valid_to', label: 'Valid To', type: 'datetime', sortable: true },
        { key: 'status', label: 'Status', type: 'status', enum: 'bonusCodeStatus' },
      ],
      filters: [
        { key: 'code', label: 'Code', kind: 'text' },
        { key: 'status', label: 'Status', kind: 'select', optionsFrom: enumOptions('bonusCodeStatus') },
      ],
      form: {
        entity: 'Bonus code',
        nameField: 'code',
        schema: ZProductBonusCode,
        edit: true,
        fields: [
          { key: 'code', label: 'Code', kind: 'text', required: true },
          { key: 'points', label: 'Points', kind: 'number', required: true },
          { key: 'max_redemptions', label: 'Max Redemptions', kind: 'number', description: 'Empty: no limit' },
          { key: 'per_user_limit', label: 'Per-User Limit', kind: 'number', required: true },
          { key: 'valid_from', label: 'Valid From', kind: 'datetime' },
          { key: 'valid_to', label: 'Valid To', kind: 'datetime' },
          { key: 'status', label: 'Status', kind: 'select', required: true, options: enumOptions('bonusCodeStatus') },
        ],
      },
    }),
};

export const productBonusCodesResources = productPages(productBonusCodesPage);
