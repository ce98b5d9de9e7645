import { z } from 'zod';
import type { Product } from '../../../products.ts';
import { optionalText } from '../../create.ts';
import { selectField, serverMultiSelectField } from '../../form.ts';
import { yesNoOptions } from '../../define.ts';
import { lifecycleEventOptions, productTable } from './growth-page.ts';

/** What a trigger does: Bonus (transaction 200), an e-mail, a push, an Adjust event, an affiliate postback. */
export const TRIGGER_ACTIONS = ['bonus', 'email', 'push', 'adjust_event', 'affiliate_postback'] as const;

const ACTION_OPTIONS = TRIGGER_ACTIONS.map((a) => ({ value: a, label: a }));

/** A rule as created or edited (page holders: create, edit; disable is a row action). */
export const ZTrigger = z.object({
  event: selectField('Event', lifecycleEventOptions, { required: true }),
  action: selectField('Action', ACTION_OPTIONS, { required: true }),
  value: optionalText('Value', 200),
  countries: serverMultiSelectField('Countries'),
});

/** /{p}-triggers: what happens at each lifecycle event. */
export const triggersResource = (product: Product) =>
  productTable(product, 'triggers', {
    title: 'Triggers',
    defaultSort: { key: 'id', direction: 'asc' },
    columns: [
      { key: 'id', label: 'ID', type: 'id', sortable: true },
      { key: 'event', label: 'Event', type: 'text', sortable: true },
      { key: 'action', label: 'Action', type: 'text' },
      { key: 'value', label: 'Value', type: 'text' },
      { key: 'countries', label: 'Countries', type: 'json' },
      { key: 'enabled', label: 'Enabled', type: 'boolean' },
      { key: 'fired_30d', label: 'Fired 30 d', type: 'number', sortable: true },
    ],
    filters: [
      { key: 'event', label: 'Event', kind: 'select', valueType: 'text', optionsFrom: lifecycleEventOptions },
      {
        key: 'action',
        label: 'Action',
        kind: 'select',
        valueType: 'text',
        optionsFrom: TRIGGER_ACTIONS.map((a) => ({ value: a, label: a })),
      },
      { key: 'enabled', label: 'Enabled', kind: 'select', optionsFrom: yesNoOptions },
    ],
    form: {
      entity: 'Trigger',
      nameField: 'event',
      schema: ZTrigger,
      edit: true,
      fields: [
        { key: 'event', label: 'Event', kind: 'select', required: true, options: lifecycleEventOptions },
        { key: 'action', label: 'Action', kind: 'select', required: true, options: ACTION_OPTIONS },
        { key: 'value', label: 'Value', kind: 'text', description: 'Bonus points, template, push or Adjust event name' },
        { key: 'countries', label: 'Countries', kind: 'multiselect', options: 'server', description: 'Empty: every country' },
      ],
    },
  });
