import { siblingBalance } from '@bo/contract';

/**
 * A sibling-app amount (balance, reward) as its hover card shows it: the app's points divided by
 * 1000 or 100 as currency (specification 02, section 2), or a plain count of points for an app
 * without a divisor.
 */
export function siblingAmount(points: number, appId: number, currency: string | null): string {
  const b = siblingBalance(points, appId);
  if (!b.isCurrency) return `${points} points`;
  return `${b.value.toFixed(2)}${currency ? ` ${currency}` : ''}`;
}
