import { z } from 'zod';
import type { Product } from '../../../products.ts';
import { optionalText } from '../../create.ts';
import { numberField, selectField } from '../../form.ts';
import { userIdsFilter } from '../log-filters.ts';
import { productTable } from './growth-page.ts';
import { productUserLink } from './product-page.ts';

export const VIP_TIERS = ['gold', 'platinum', 'diamond'] as const;
const TIER_OPTIONS = VIP_TIERS.map((t) => ({ value: t, label: t }));

/** A VIP as added (by user id) or edited (tier and note). */
export const ZVipUser = z.object({
  user_id: numberField('User ID', { required: true, integer: true, min: 1 }),
  tier: selectField('Tier', TIER_OPTIONS, { required: true }),
  note: optionalText('Note', 500),
});

/** /po-vip-users: top-value users, served first and watched. */
export const vipUsersResource = (product: Product) =>
  productTable(product, 'vip-users', {
    title: 'VIP Users',
    defaultSort: { key: 'since', direction: 'desc' },
    columns: [
      { key: 'user_id', label: 'User ID', type: 'id', sortable: true, link: productUserLink(product) },
      { key: 'tier', label: 'Tier', type: 'text', sortable: true },
      { key: 'country_code', label: 'Country', type: 'text' },
      { key: 'lifetime_revenue', label: 'Lifetime Revenue $', type: 'money', sortable: true },
      { key: 'revenue_30d', label: '30 d Revenue $', type: 'money', sortable: true },
      { key: 'recon_percent', label: 'Recon %', type: 'percent' },
      { key: 'claims', label: 'Claims $', type: 'money' },
      { key: 'since', label: 'VIP Since', type: 'datetime', sortable: true },
      { key: 'note', label: 'Note', type: 'text' },
    ],
    filters: [userIdsFilter, { key: 'tier', label: 'Tier', kind: 'select', valueType: 'text', optionsFrom: TIER_OPTIONS }],
    form: {
      entity: 'VIP user',
      nameField: 'user_id',
      idField: 'user_id',
      schema: ZVipUser,
      edit: true,
      fields: [
        { key: 'user_id', label: 'User ID', kind: 'number', required: true, createOnly: true },
        { key: 'tier', label: 'Tier', kind: 'select', required: true, options: TIER_OPTIONS },
        { key: 'note', label: 'Note', kind: 'textarea' },
      ],
    },
  });
