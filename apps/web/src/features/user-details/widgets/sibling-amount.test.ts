import { APP_ID } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { siblingAmount } from './sibling-amount.ts';

describe('siblingAmount', () => {
  it('divides by 1000 for the points apps', () => {
    expect(siblingAmount(17598, APP_ID.fiveSurveys, 'USD')).toBe('17.60 USD');
    expect(siblingAmount(1500, APP_ID.primeOpinion, null)).toBe('1.50');
    expect(siblingAmount(999, APP_ID.topSurveys, 'EUR')).toBe('1.00 EUR');
  });
  it('divides by 100 for the cents apps', () => {
    expect(siblingAmount(12345, APP_ID.earnStar, 'USD')).toBe('123.45 USD');
    expect(siblingAmount(250, APP_ID.heyCash, 'USD')).toBe('2.50 USD');
  });
  it('shows a plain count for an app without a divisor', () => {
    expect(siblingAmount(420, 9999, 'USD')).toBe('420 points');
  });
});
