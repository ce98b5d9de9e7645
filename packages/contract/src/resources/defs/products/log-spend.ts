import { z } from 'zod';
import type { Product } from '../../../products.ts';
import { optionalText } from '../../create.ts';
import { dateField, moneyField, selectField } from '../../form.ts';
import { lastDaysWindow } from '../log-filters.ts';
import { productTable } from './growth-page.ts';

export const SPEND_CHANNELS = ['influencer', 'affiliate_invoice', 'web_ads'] as const;
const CHANNEL_OPTIONS = SPEND_CHANNELS.map((c) => ({ value: c, label: c }));

/** A spend entry as added or edited (page holders: add, edit, delete). */
export const ZLogSpend = z.object({
  day: dateField('Date', { required: true }),
  channel: selectField('Channel', CHANNEL_OPTIONS, { required: true }),
  partner: optionalText('Partner', 120),
  country_code: optionalText('Country', 2),
  amount: moneyField('Amount $', { min: 0.01, required: true }),
  note: optionalText('Note', 500),
});

/** /{p}-log-spend: marketing spend outside Adjust, so cohorts and finance see it. */
export const logSpendResource = (product: Product) =>
  productTable(product, 'log-spend', {
    title: 'Log Spend',
    defaultSort: { key: 'day', direction: 'desc' },
    defaultFilters: lastDaysWindow('day'),
    columns: [
      { key: 'id', label: 'ID', type: 'id', sortable: true },
      { key: 'day', label: 'Date', type: 'date', sortable: true },
      { key: 'channel', label: 'Channel', type: 'text', sortable: true },
      { key: 'partner', label: 'Partner', type: 'text' },
      { key: 'country_code', label: 'Country', type: 'text' },
      { key: 'amount', label: 'Amount $', type: 'money', sortable: true },
      { key: 'note', label: 'Note', type: 'text' },
      { key: 'entered_by', label: 'Entered By', type: 'text' },
    ],
    filters: [
      { key: 'day', label: 'Date', kind: 'dateRange' },
      {
        key: 'channel',
        label: 'Channel',
        kind: 'select',
        valueType: 'text',
        optionsFrom: SPEND_CHANNELS.map((c) => ({ value: c, label: c })),
      },
      { key: 'country_code', label: 'Country', kind: 'multiSelect', valueType: 'country', optionsFrom: 'filterData' },
    ],
    statistics: [{ key: 'amount', label: 'Spend', type: 'money' }],
    // Specification 04, the product's Log Spend: spend per day by channel.
    chart: { kind: 'bar', x: 'day', value: 'amount', stackBy: 'channel' },
    form: {
      entity: 'Spend entry',
      nameField: 'channel',
      schema: ZLogSpend,
      edit: true,
      remove: true,
      fields: [
        { key: 'day', label: 'Date', kind: 'date', required: true },
        { key: 'channel', label: 'Channel', kind: 'select', required: true, options: CHANNEL_OPTIONS },
        { key: 'partner', label: 'Partner', kind: 'text' },
        { key: 'country_code', label: 'Country', kind: 'text', description: 'Two letters, e.g. US' },
        { key: 'amount', label: 'Amount $', kind: 'money', required: true },
        { key: 'note', label: 'Note', kind: 'textarea' },
      ],
    },
  });
