import type { ApiCall, HttpMethod } from '../api/types.ts';
import { STREAK_PRODUCTS, streakLengthPermission } from '../permissions/names.ts';
import { PRODUCTS, type Product } from '../products.ts';
import { routeByName } from '../routes/lookup.ts';

/** The action calls of one product's money pages, guarded by the page's permission. */
export interface ProductMoneyCall {
  name: string;
  method: HttpMethod;
  /** After /api/{project}/. */
  tail: string;
  /** The page (route name without the prefix) whose permission guards it. */
  page: string;
}

/** Page holders' actions of specification 04 section 1 (claims, codes, leaderboards, settings). */
export const PRODUCT_MONEY_ACTIONS: readonly ProductMoneyCall[] = [
  { name: 'claims.create', method: 'POST', tail: 'claims', page: 'claims' },
  { name: 'claims.confirm', method: 'POST', tail: 'claims/:id/confirm', page: 'claims' },
  { name: 'claims.reject', method: 'POST', tail: 'claims/:id/reject', page: 'claims' },
  { name: 'claims.refund', method: 'POST', tail: 'claims/:id/refund', page: 'claims' },
  { name: 'claims.retry', method: 'POST', tail: 'claims/:id/retry', page: 'claims' },
  { name: 'bonusCodes.redeem', method: 'POST', tail: 'bonus-codes/:id/redeem', page: 'bonus_codes' },
  { name: 'leaderboards.entries', method: 'GET', tail: 'leaderboards/:id/entries', page: 'leaderboards' },
  { name: 'leaderboards.pay', method: 'POST', tail: 'leaderboards/:id/pay', page: 'leaderboards' },
  { name: 'leaderboards.prizes', method: 'PUT', tail: 'leaderboards/:id/prizes', page: 'leaderboards' },
  { name: 'leaderboards.exclude', method: 'POST', tail: 'leaderboards/:id/entries/:userId/exclude', page: 'leaderboards' },
  { name: 'settings.update', method: 'PUT', tail: 'settings/:key', page: 'settings' },
];

/** The path of a product's action: /api/hey-cash/claims/:id/confirm. */
export const productMoneyPath = (product: Product, tail: string): string => `/api/${product.project}/${tail}`;

/** The streak length of hc and po (fixed grant: top admins only), edited apart from the other settings. */
export const streakLengthPath = (product: Product): string => `/api/${product.project}/streak-length`;

/** Every product's action calls, for the products whose page exists. */
export const productMoneyCalls: readonly ApiCall[] = [
  ...PRODUCTS.flatMap((product) =>
    PRODUCT_MONEY_ACTIONS.flatMap((action): ApiCall[] => {
      const permission = `${product.prefix}_${action.page}`;
      if (!routeByName(permission)) return [];
      const path = productMoneyPath(product, action.tail);
      return [{ name: `${product.prefix}.${action.name}`, method: action.method, path, upstream: 'admin', permission }];
    }),
  ),
  ...PRODUCTS.flatMap((product): ApiCall[] => {
    const streak = STREAK_PRODUCTS.find((p) => p === product.prefix);
    if (!streak) return [];
    return [
      {
        name: `${product.prefix}.settings.streakLength`,
        method: 'PUT',
        path: streakLengthPath(product),
        upstream: 'admin',
        permission: streakLengthPermission(streak),
      },
    ];
  }),
];
