import { z } from 'zod';
import { requiredText } from '../../create.ts';
import { defineResource } from '../../define.ts';
import { numberField } from '../../form.ts';
import { productPages, productSlugPath, type ProductPageKind } from './product-page.ts';

/** A level as its create and edit form write it (a user's level itself is set on user details). */
export const ZProductLevel = z.object({
  level: numberField('Level', { required: true, integer: true, min: 1, max: 100 }),
  name: requiredText('Name', 60),
  points_needed: numberField('Points Needed', { required: true, integer: true, min: 0 }),
  level_up_bonus: numberField('Level-Up Bonus (points)', { required: true, integer: true, min: 0 }),
});

/** /{p}-levels (hc, po, es): the level ladder (specification 04, section 1). */
export const productLevelsPage: ProductPageKind = {
  path: productSlugPath('levels'),
  api: 'levels',
  build: ({ routeName, url, title }) =>
    defineResource({
      name: routeName,
      url,
      routeName,
      title,
      defaultSort: { key: 'level', direction: 'asc' },
      columns: [
        { key: 'id', label: 'ID', type: 'id', sortable: true },
        { key: 'level', label: 'Level', type: 'number', sortable: true },
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'points_needed', label: 'Points Needed', type: 'number' },
        { key: 'level_up_bonus', label: 'Level-Up Bonus (points)', type: 'number' },
        { key: 'level_up_bonus_usd', label: 'Level-Up Bonus', type: 'money' },
        { key: 'users_at_level', label: 'Users at Level', type: 'number' },
      ],
      filters: [],
      form: {
        entity: 'Level',
        nameField: 'name',
        schema: ZProductLevel,
        edit: true,
        fields: [
          { key: 'level', label: 'Level', kind: 'number', required: true },
          { key: 'name', label: 'Name', kind: 'text', required: true },
          { key: 'points_needed', label: 'Points Needed', kind: 'number', required: true },
          { key: 'level_up_bonus', label: 'Level-Up Bonus (points)', kind: 'number', required: true, description: 'Bonus Level Up (220)' },
        ],
      },
    }),
};

export const productLevelsResources = productPages(productLevelsPage);
