import { describe, expect, it } from 'vitest';
import { APP_ID, PRODUCTS, balanceInCurrency, productByAppId, productByPrefix, productByProject } from './products.ts';

describe('products and app ids (specification 02, section 9)', () => {
  it('have the app ids of the specification', () => {
    expect(APP_ID).toEqual({ primeOpinion: 13, fiveSurveys: 16, heyCash: 18, topSurveys: 71, earnStar: 554 });
    expect(PRODUCTS.map((p) => [p.prefix, p.appId, p.project])).toEqual([
      ['fs', 16, 'five-surveys'],
      ['hc', 18, 'hey-cash'],
      ['po', 13, 'prime-opinion'],
      ['es', 554, 'earn-star'],
      ['ts', 71, 'top-surveys'],
    ]);
  });

  it('look up by prefix, app id and project', () => {
    expect(productByPrefix('hc')?.name).toBe('HeyCash');
    expect(productByAppId(554)?.prefix).toBe('es');
    expect(productByProject('top-surveys')?.appId).toBe(71);
    expect(productByAppId(1)).toBeUndefined();
  });

  it('show EarnStar cents divided by 100, points apps by 1000, other apps as a count', () => {
    expect(balanceInCurrency(1234, 554)).toBe(12.34);
    expect(balanceInCurrency(1500, 13)).toBe(1.5);
    expect(balanceInCurrency(7, 999)).toBe(7);
  });
});
