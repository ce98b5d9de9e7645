import { z } from 'zod';
import type { Product } from '../../../products.ts';
import { optionalText, requiredText } from '../../create.ts';
import { moneyField, selectField } from '../../form.ts';
import { lifecycleEventOptions, productTable } from './growth-page.ts';

/** 1 active, 0 paused. */
export const AFFILIATE_STATUS_OPTIONS = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Paused' },
] as const;

/** A partner as created or edited (page holders: create, edit; pause is a row action). */
export const ZAffiliatePartner = z.object({
  name: requiredText('Name', 120),
  source_key: requiredText('Source Key', 60),
  payout_event: selectField('Payout Event', lifecycleEventOptions, { required: true }),
  payout: moneyField('Payout $', { min: 0, required: true }),
  postback_url: optionalText('Postback URL', 500),
});

/** /{p}-affiliate-partners: partners paid per converted user (users.external_source = source key). */
export const affiliatePartnersResource = (product: Product) =>
  productTable(product, 'affiliate-partners', {
    title: 'Affiliate Partners',
    defaultSort: { key: 'id', direction: 'asc' },
    columns: [
      { key: 'id', label: 'ID', type: 'id', sortable: true },
      { key: 'name', label: 'Name', type: 'text', sortable: true },
      { key: 'source_key', label: 'Source Key', type: 'text' },
      { key: 'payout_event', label: 'Payout Event', type: 'text' },
      { key: 'payout', label: 'Payout $', type: 'money', sortable: true },
      { key: 'postback_url', label: 'Postback URL', type: 'text' },
      { key: 'status', label: 'Status', type: 'text' },
      { key: 'signups_30d', label: 'Sign-ups 30 d', type: 'number', sortable: true },
      { key: 'conversions_30d', label: 'Conversions 30 d', type: 'number', sortable: true },
      { key: 'cost_30d', label: 'Cost 30 d $', type: 'money', sortable: true },
      { key: 'banned_percent', label: 'Banned %', type: 'percent' },
    ],
    filters: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'status', label: 'Status', kind: 'select', optionsFrom: AFFILIATE_STATUS_OPTIONS },
      { key: 'payout_event', label: 'Payout Event', kind: 'select', valueType: 'text', optionsFrom: lifecycleEventOptions },
    ],
    statistics: [{ key: 'cost_30d', label: 'Cost 30 d', type: 'money' }],
    form: {
      entity: 'Affiliate partner',
      nameField: 'name',
      schema: ZAffiliatePartner,
      edit: true,
      fields: [
        { key: 'name', label: 'Name', kind: 'text', required: true },
        { key: 'source_key', label: 'Source Key', kind: 'text', required: true, description: "The users' external source" },
        { key: 'payout_event', label: 'Payout Event', kind: 'select', required: true, options: lifecycleEventOptions },
        { key: 'payout', label: 'Payout $', kind: 'money', required: true },
        { key: 'postback_url', label: 'Postback URL', kind: 'text' },
      ],
    },
  });
