import { z } from 'zod';
import { requiredText } from '../../create.ts';
import { defineResource } from '../../define.ts';
import { dateField, flagField, numberField } from '../../form.ts';
import { productNamedBonusPath, productPages, type ProductPageKind } from './product-page.ts';

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
