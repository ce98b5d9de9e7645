import { PRODUCTS, routeByName } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { campaignRouteNames } from './campaign-routes.ts';

describe('campaign route names', () => {
  it('name a route of the table for every product', () => {
    for (const product of PRODUCTS) {
      for (const name of Object.values(campaignRouteNames(product.prefix))) expect(routeByName(name), name).toBeDefined();
    }
  });
  it('use the product prefix', () => {
    expect(campaignRouteNames('fs').emails).toBe('fs_dynamic_campaigns_emails');
  });
});
