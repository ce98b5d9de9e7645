import { PRODUCTS, type Product } from '../../../products.ts';
import type { ProductPrefix } from '../../../routes/types.ts';
import type { ResourceDef } from '../../types.ts';
import { adjustConfigResource } from './adjust-config.ts';
import { adjustEventLogsResource } from './adjust-event-logs.ts';
import { affiliatePartnersResource } from './affiliate-partners.ts';
import { productCompletesResource } from './completes.ts';
import { emailsResource } from './emails.ts';
import { logSpendResource } from './log-spend.ts';
import { triggersResource } from './triggers.ts';
import { vipUsersResource } from './vip-users.ts';

/** The growth table pages (issue 16) and the products that have them (specification 01, 2.4). */
const KINDS: readonly { make: (p: Product) => ResourceDef; only?: readonly ProductPrefix[] }[] = [
  { make: affiliatePartnersResource },
  { make: adjustEventLogsResource },
  { make: adjustConfigResource },
  { make: logSpendResource },
  { make: triggersResource },
  { make: emailsResource },
  { make: productCompletesResource, only: ['fs'] },
  { make: vipUsersResource, only: ['po'] },
];

/** Every product's growth table pages. */
export const productGrowthResources: readonly ResourceDef[] = PRODUCTS.flatMap((p) =>
  KINDS.filter((k) => !k.only || k.only.includes(p.prefix)).map((k) => k.make(p)),
);
