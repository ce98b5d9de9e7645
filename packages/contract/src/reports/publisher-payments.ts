import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';
import { defineResource, linkTo } from '../resources/define.ts';
import { textOptions } from '../resources/defs/log-filters.ts';

/** A publisher payment's status (specification 04, /publisher-payments). */
export const PUBLISHER_PAYMENT_STATUSES = { pending: 'Pending', paid: 'Paid', failed: 'Failed' } as const;
/** A payment, or an adjustment (a correction added to or taken from the publisher's balance). */
export const PUBLISHER_PAYMENT_KINDS = { payment: 'Payment', adjustment: 'Adjustment' } as const;
export const PUBLISHER_PAYMENT_METHODS = ['Bank transfer', 'PayPal', 'Payoneer', 'Wise'] as const;

/** Create from the month's balance: the amount is what the month earned less what was already paid for it. */
export const ZPublisherPaymentFromBalance = z.object({
  publisher_id: z.coerce.number({ error: 'Publisher is required.' }).int().positive({ error: 'Publisher is required.' }),
  month: z.string({ error: 'Month is required.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Month must be YYYY-MM.' }),
  method: z.enum(PUBLISHER_PAYMENT_METHODS, { error: `Method must be one of: ${PUBLISHER_PAYMENT_METHODS.join(', ')}.` }),
});
export type PublisherPaymentFromBalance = z.infer<typeof ZPublisherPaymentFromBalance>;

/** Mark a pending payment paid (with the transfer's reference) or failed. */
export const ZPublisherPaymentStatus = z.object({
  status: z.enum(['paid', 'failed'], { error: 'Status must be paid or failed.' }),
  reference: z.string().trim().max(120, { error: 'Reference must be at most 120 characters.' }).optional(),
});

export const ZPublisherPaymentParams = z.object({ id: z.coerce.number().int().positive() });
/** The payment after the write and the message shown. */
export const ZPublisherPaymentAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable(), message: z.string() });

export const PUBLISHER_PAYMENT_CALLS = {
  fromBalance: {
    name: 'publisherPayments.fromBalance',
    method: 'POST',
    path: '/api/publisher-payments/from-balance',
    upstream: 'admin',
    permission: 'publisher_payments',
    summary: "Creates a pending payment of what a publisher is owed for a month (the month's balance)",
    body: ZPublisherPaymentFromBalance,
    answer: ZPublisherPaymentAnswer,
  },
  setStatus: {
    name: 'publisherPayments.setStatus',
    method: 'POST',
    path: '/api/publisher-payments/:id/status',
    upstream: 'admin',
    permission: 'publisher_payments',
    summary: 'Marks a pending publisher payment paid (with its reference) or failed',
    params: ZPublisherPaymentParams,
    body: ZPublisherPaymentStatus,
    answer: ZPublisherPaymentAnswer,
  },
} as const satisfies Record<string, ApiCall>;

export const PUBLISHER_PAYMENT_MESSAGES = {
  created: (publisher: string, amount: string) => `Payment of $${amount} to ${publisher} has been created`,
  nothingOwed: 'Nothing is owed to this publisher for that month.',
  unknownPublisher: 'Publisher not found.',
  marked: (id: number, status: string) => `Payment ${id} is marked ${status}`,
  notPending: 'Only a pending payment can be marked paid or failed.',
  notFound: (id: number | string) => `Publisher payment ${id} not found`,
} as const;

/** /publisher-payments: pay publishers what they earned. */
export const publisherPaymentsResource = defineResource({
  name: 'publisher_payments',
  url: '/api/publisher-payments',
  routeName: 'publisher_payments',
  title: 'Publisher Payments',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'publisher_id', label: 'Publisher ID', type: 'id', link: linkTo.publisher('publisher_id') },
    { key: 'publisher_name', label: 'Publisher', type: 'text', link: linkTo.publisher('publisher_id') },
    { key: 'month', label: 'Month', type: 'text', sortable: true },
    { key: 'kind', label: 'Kind', type: 'text' },
    { key: 'amount', label: 'Amount', type: 'money', sortable: true },
    { key: 'method', label: 'Method', type: 'text' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'reference', label: 'Reference', type: 'text' },
    { key: 'paid_at', label: 'Paid', type: 'datetime', sortable: true },
  ],
  filters: [
    { key: 'publisher_id', label: 'Publisher', kind: 'multiSelect', optionsFrom: 'filterData' },
    { key: 'status', label: 'Status', kind: 'select', valueType: 'text', optionsFrom: textOptions(PUBLISHER_PAYMENT_STATUSES) },
    { key: 'kind', label: 'Kind', kind: 'select', valueType: 'text', optionsFrom: textOptions(PUBLISHER_PAYMENT_KINDS) },
    { key: 'month', label: 'Month', kind: 'month' },
  ],
  statistics: [
    { key: 'total_amount', label: 'Total', type: 'money' },
    { key: 'paid_amount', label: 'Paid', type: 'money' },
  ],
});
