import type { Product } from '../../../products.ts';
import { LOG_WINDOW, createdFilter, userIdsFilter } from '../log-filters.ts';
import { productTable } from './growth-page.ts';
import { productUserLink } from './product-page.ts';

export const EMAIL_STATUSES = ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained'] as const;
/** The e-mails page holders may resend. */
export const RESENDABLE_TEMPLATES = ['verification', 'claim'] as const;

/** /{p}-emails: did the user get our e-mail. Log. */
export const emailsResource = (product: Product) =>
  productTable(product, 'emails', {
    title: 'E-Mails',
    simplePaginate: true,
    columns: [
      { key: 'id', label: 'ID', type: 'id', sortable: true },
      { key: 'user_id', label: 'User ID', type: 'id', link: productUserLink(product) },
      { key: 'template', label: 'Template', type: 'text' },
      { key: 'subject', label: 'Subject', type: 'text' },
      { key: 'language', label: 'Language', type: 'text' },
      { key: 'status', label: 'Status', type: 'text' },
      { key: 'created_at', label: 'Sent', type: 'datetime', sortable: true },
    ],
    defaultFilters: LOG_WINDOW,
    filters: [
      userIdsFilter,
      { key: 'template', label: 'Template', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
      {
        key: 'status',
        label: 'Status',
        kind: 'multiSelect',
        valueType: 'text',
        optionsFrom: EMAIL_STATUSES.map((s) => ({ value: s, label: s })),
      },
      createdFilter('Sent'),
    ],
  });
