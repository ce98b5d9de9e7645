import { describe, expect, it } from 'vitest';
import { CORE_APP_ID as CONTRACT_CORE_APP_ID, PRODUCTS } from '@bo/contract';
import { CORE_APP_ID, DEMO_APPS, DEMO_COUNTRIES } from '@bo/db';

describe('demo apps', () => {
  it('hold the core app under the contract’s fixed id', () => {
    expect(CORE_APP_ID).toBe(CONTRACT_CORE_APP_ID);
    expect(DEMO_APPS.filter((a) => a.isCore).map((a) => a.id)).toEqual([CONTRACT_CORE_APP_ID]);
  });

  it('hold the five products with the contract’s ids, project slugs and points divisors', () => {
    for (const product of PRODUCTS) {
      const app = DEMO_APPS.find((a) => a.id === product.appId);
      expect(app, product.name).toMatchObject({ name: product.name, project: product.project, pointsDivisor: product.pointsDivisor });
    }
    expect(DEMO_APPS.filter((a) => a.project !== null)).toHaveLength(PRODUCTS.length);
  });

  it('have unique ids and a positive exchange rate', () => {
    expect(new Set(DEMO_APPS.map((a) => a.id)).size).toBe(DEMO_APPS.length);
    for (const app of DEMO_APPS) expect(app.exchangeRate, app.name).toBeGreaterThan(0);
  });
});

describe('demo countries', () => {
  it('include the markets the specification and the demo traffic name, with ISO codes and currencies', () => {
    const codes = DEMO_COUNTRIES.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'FR', 'NG', 'MX', 'VE', 'PK', 'SY', 'CN']));
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of DEMO_COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.currency).toMatch(/^[A-Z]{3}$/);
    }
    expect(DEMO_COUNTRIES.find((c) => c.code === 'NG')?.currency).toBe('NGN');
  });
});
