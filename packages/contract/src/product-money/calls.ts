import type { ApiCall, CallExtra, HttpMethod } from '../api/types.ts';
import { STREAK_PRODUCTS, streakLengthPermission, type StreakProduct } from '../permissions/names.ts';
import { PRODUCTS, type Product } from '../products.ts';
import { routeByName } from '../routes/lookup.ts';
import { ZNoBody } from '../schemas/no-body.ts';
import {
  ZClaimAnswer,
  ZClaimCreateBody,
  ZCodeRedeemAnswer,
  ZCodeRedeemBody,
  ZLeaderboardEntriesAnswer,
  ZLeaderboardEntryParams,
  ZLeaderboardPayAnswer,
  ZLeaderboardPrizesBody,
  ZMessageAnswer,
  ZProductIdParams,
  ZSettingAnswer,
  ZSettingBody,
  ZSettingKeyParams,
} from './schemas.ts';

/** One action of a product's money pages, with its schemas: `tail` after /api/{project}/, `page` the page whose permission guards it. */
const moneyAction = <const E extends CallExtra>(method: HttpMethod, tail: string, page: string, extra: E) => ({
  method,
  tail,
  page,
  ...extra,
});

const claimTransition = (verb: string, summary: string) =>
  moneyAction('POST', `claims/:id/${verb}`, 'claims', { summary, params: ZProductIdParams, body: ZNoBody, answer: ZClaimAnswer });

/** Page holders' actions of specification 04 section 1 (claims, codes, leaderboards, settings), by name. */
export const PRODUCT_MONEY_ACTIONS = {
  'claims.create': moneyAction('POST', 'claims', 'claims', {
    summary: "Makes a claim for a user, paid by the user's points",
    body: ZClaimCreateBody,
    answer: ZClaimAnswer,
    status: 201,
  }),
  'claims.confirm': claimTransition('confirm', 'Confirms a claim: paid'),
  'claims.reject': claimTransition('reject', 'Rejects a claim: the points go back'),
  'claims.refund': claimTransition('refund', 'Refunds a claim: the points go back'),
  'claims.retry': claimTransition('retry', 'Retries a failed claim'),
  'bonusCodes.redeem': moneyAction('POST', 'bonus-codes/:id/redeem', 'bonus_codes', {
    summary: 'Redeems a bonus code for a user',
    params: ZProductIdParams,
    body: ZCodeRedeemBody,
    answer: ZCodeRedeemAnswer,
  }),
  'leaderboards.entries': moneyAction('GET', 'leaderboards/:id/entries', 'leaderboards', {
    summary: "A leaderboard's entries by rank",
    params: ZProductIdParams,
    answer: ZLeaderboardEntriesAnswer,
  }),
  'leaderboards.pay': moneyAction('POST', 'leaderboards/:id/pay', 'leaderboards', {
    summary: "Pays a leaderboard's prizes, once",
    params: ZProductIdParams,
    body: ZNoBody,
    answer: ZLeaderboardPayAnswer,
  }),
  'leaderboards.prizes': moneyAction('PUT', 'leaderboards/:id/prizes', 'leaderboards', {
    summary: "Edits a leaderboard's prizes by rank, until paid",
    params: ZProductIdParams,
    body: ZLeaderboardPrizesBody,
    answer: ZMessageAnswer,
  }),
  'leaderboards.exclude': moneyAction('POST', 'leaderboards/:id/entries/:userId/exclude', 'leaderboards', {
    summary: 'Excludes a user from a leaderboard',
    params: ZLeaderboardEntryParams,
    body: ZNoBody,
    answer: ZMessageAnswer,
  }),
  'settings.update': moneyAction('PUT', 'settings/:key', 'settings', {
    summary: "Saves a product setting's value",
    params: ZSettingKeyParams,
    body: ZSettingBody,
    answer: ZSettingAnswer,
  }),
} as const satisfies Record<string, CallExtra & { method: HttpMethod; tail: string; page: string }>;
export type ProductMoneyAction = keyof typeof PRODUCT_MONEY_ACTIONS;

/** The path of a product's action: /api/hey-cash/claims/:id/confirm. */
export const productMoneyPath = (product: Product, tail: string): string => `/api/${product.project}/${tail}`;

/** The streak length of hc and po (fixed grant: top admins only), edited apart from the other settings. */
export const streakLengthPath = (product: Product): string => `/api/${product.project}/streak-length`;

/** A product's action call (`hc.claims.confirm`): its path under the product, the page's permission, the action's schemas. */
export function productMoneyCall<K extends ProductMoneyAction>(product: Product, key: K) {
  const { tail, page, ...action } = PRODUCT_MONEY_ACTIONS[key];
  return {
    ...(action as Omit<(typeof PRODUCT_MONEY_ACTIONS)[K], 'tail' | 'page'>),
    name: `${product.prefix}.${key}`,
    path: productMoneyPath(product, tail),
    upstream: 'admin' as const,
    permission: `${product.prefix}_${page}`,
  };
}

/** The streak length's own call, with the settings' schemas: for the STREAK_PRODUCTS (hc and po) only. */
export const streakLengthCall = (product: Product) => ({
  name: `${product.prefix}.settings.streakLength`,
  method: 'PUT' as const,
  path: streakLengthPath(product),
  upstream: 'admin' as const,
  permission: streakLengthPermission(product.prefix as StreakProduct),
  summary: "Saves the product's streak length (top admins)",
  body: ZSettingBody,
  answer: ZSettingAnswer,
});

/** Every product's action calls, for the products whose page exists. */
export const productMoneyCalls: readonly ApiCall[] = [
  ...PRODUCTS.flatMap((product) =>
    (Object.keys(PRODUCT_MONEY_ACTIONS) as ProductMoneyAction[]).flatMap((key): ApiCall[] => {
      const call = productMoneyCall(product, key);
      return routeByName(call.permission) ? [call] : [];
    }),
  ),
  ...PRODUCTS.flatMap((product): ApiCall[] => (STREAK_PRODUCTS.some((p) => p === product.prefix) ? [streakLengthCall(product)] : [])),
];
