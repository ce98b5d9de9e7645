import { productByAppId } from '../products.ts';

export interface SiblingBalance {
  /** Currency units for the five products, the plain count for other apps. */
  value: number;
  /** False when the app has no divisor and the value is a plain count of points. */
  isCurrency: boolean;
  /** The divisor applied (1000 or 100), or null. */
  divisor: 100 | 1000 | null;
}

/**
 * A sibling-app balance as the hover card shows it: points divided by 1000 or 100 depending on the
 * app (specification 02, section 2), or a plain count for an app that is not one of the products.
 */
export function siblingBalance(balance: number, appId: number): SiblingBalance {
  const product = productByAppId(appId);
  if (!product) return { value: balance, isCurrency: false, divisor: null };
  return { value: balance / product.pointsDivisor, isCurrency: true, divisor: product.pointsDivisor };
}
