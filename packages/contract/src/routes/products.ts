import type { ProductMenuKey } from '../menu/groups.ts';
import {
  PRODUCT_EXPORT_PAGES,
  SUB_PERMISSION as P,
  STREAK_PRODUCTS,
  productExportPermission,
  streakLengthPermission,
} from '../permissions/names.ts';
import { PRODUCTS, type Product } from '../products.ts';
import { detailPage, page, type PageOptions } from './define.ts';
import { dynamicCampaignRoutes } from './dynamic-campaigns.ts';
import type { ProductPrefix, RouteDef } from './types.ts';

const has = (list: readonly ProductPrefix[], prefix: ProductPrefix): boolean => list.includes(prefix);

/** Which products have which optional pages (specification 01, 2.4). */
const WITH_BONUS_CODES: readonly ProductPrefix[] = ['hc', 'po', 'es', 'ts'];
const WITH_LEVELS: readonly ProductPrefix[] = ['hc', 'po', 'es'];
const WITH_NAMED_BONUS: readonly ProductPrefix[] = ['fs', 'po'];
const WITH_EMAIL_STATISTICS: readonly ProductPrefix[] = ['fs', 'po'];

/**
 * The "{name}-bonus" page of fs and po: the specification leaves {name} out, so the product's
 * project slug stands in for it (/fs-five-surveys-bonus, /po-prime-opinion-bonus).
 */
export const namedBonusPath = (product: Product): string => `/${product.prefix}-${product.project}-bonus`;

/** The hidden per-product user-details route (/fs-user/:userId -> fs_user_details). */
export const productUserDetailsRouteName = (prefix: ProductPrefix): string => `${prefix}_user_details`;

function productUserDetailSubPermissions(prefix: ProductPrefix): string[] {
  const subs: string[] = [];
  if (has(WITH_LEVELS, prefix)) subs.push(P.userLevel);
  const streak = STREAK_PRODUCTS.find((p) => p === prefix);
  if (streak) subs.push(streakLengthPermission(streak));
  return subs;
}

/**
 * One product's pages, in the order of Earn Star's menu in specification 01 section 2.4, with the
 * product-only pages where they belong.
 */
export function productRoutes(product: Product, group: ProductMenuKey): RouteDef[] {
  const p = product.prefix;
  const common = { product: p } as const;
  const at = (slug: string, title: string, options: PageOptions = {}): RouteDef =>
    page(`/${p}-${slug}`, title, group, { ...common, ...options });
  const exportOf = (pageKey: (typeof PRODUCT_EXPORT_PAGES)[number]): PageOptions => ({
    subPermissions: [productExportPermission(p, pageKey)],
  });
  const routes: (RouteDef | false)[] = [
    at('adjust-event-logs', 'Adjust Event Logs'),
    at('affiliate-partners', 'Affiliate Partners'),
    has(WITH_BONUS_CODES, p) && at('bonus-codes', 'Bonus Codes'),
    has(WITH_BONUS_CODES, p) && at('bonus-code-redemptions', 'Bonus Code Redemptions'),
    at('log-spend', 'Log Spend'),
    at('users', 'Users', exportOf('users')),
    at('user-reward-eligibility-logs', 'User Reward Eligibility Logs'),
    detailPage(`/${p}-user/:userId`, productUserDetailsRouteName(p), `${product.name} User Details`, group, {
      ...common,
      flags: { main: 'user' },
      subPermissions: productUserDetailSubPermissions(p),
    }),
    at('transactions', 'Transactions'),
    at('claims', 'Claims'),
    at('cohort-analysis', 'Cohort Analysis', exportOf('cohort_analysis')),
    p === 'fs' && at('cohort-analysis-2', 'Cohort Analysis New'),
    has(WITH_LEVELS, p) && at('leaderboards', 'Leaderboards'),
    has(WITH_LEVELS, p) && at('levels', 'Levels'),
    at('settings', 'Settings'),
    at('triggers', 'Triggers'),
    at('performance', 'Performance', exportOf('performance')),
    at('rewards', 'Rewards'),
    at('emails', 'E-Mails'),
    has(WITH_EMAIL_STATISTICS, p) && at('email-statistics', 'E-Mail Statistics'),
    at('offerwall-performance', 'Offerwall Performance'),
    p === 'fs' && at('completes', 'Completes'),
    has(WITH_NAMED_BONUS, p) && page(namedBonusPath(product), `${product.name} Bonus`, group, common),
    p === 'po' && at('config-payout-confirmation', 'Config Payout Confirmation'),
    p === 'po' && at('vip-users', 'VIP Users'),
    p === 'po' && at('value-report', 'Value Report'),
    at('adjust-config', 'Adjust Config', { project: product.project }),
  ];
  return [...routes.filter((r): r is RouteDef => r !== false), ...dynamicCampaignRoutes(product, group)];
}

/** Every per-product route of the five products; each product's menu is its project slug. */
export const perProductRoutes: readonly RouteDef[] = PRODUCTS.flatMap((product) => productRoutes(product, product.project));
