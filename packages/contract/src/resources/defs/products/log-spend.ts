import type { Product } from '../../../products.ts';
import { productTable } from './growth-page.ts';

export const SPEND_CHANNELS = ['influencer', 'affiliate_invoice', 'web_ads'] as const;

/** /{p}-log-spend: marketing spend outside Adjust, so cohorts and finance see it. */
export const logSpendResource = (product: Product) =>
  productTable(product, 'log-spend', {
    title: 'Log Spend',
    defaultSort: { key: 'day', direction: 'desc' },
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
  });
