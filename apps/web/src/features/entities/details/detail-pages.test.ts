import { resourcePaths, resources, routeByName, type AdminPrincipal } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { filterUrlKeys } from '../../table/state/list-state.ts';
import { entityHref } from '../labels/entity-target.ts';
import { DETAIL_PAGES } from './detail-pages.ts';

const superAdmin: AdminPrincipal = { id: 1, role: 1, permissions: { modules: [] } };

describe('DETAIL_PAGES', () => {
  it('uses routes whose path holds the param and resources with a detail call', () => {
    for (const [routeName, page] of Object.entries(DETAIL_PAGES)) {
      expect(routeByName(routeName)?.path, routeName).toContain(`:${page.param}`);
      expect(page.resource.detail?.routeName, routeName).toBe(routeName);
      expect(resourcePaths(page.resource).detail).toMatch(/\/:id$/);
    }
  });

  it('links a survey onward to its supplier, its buyer and its clicks filtered by survey', () => {
    const links = DETAIL_PAGES.survey_details!.onward('5', { supplier_id: 6, supplier_buyer_id: 9 });
    expect(links.map((l) => [l.label, entityHref(superAdmin, l.target)])).toEqual([
      ['Supplier', '/supplier/6'],
      ['Buyer', '/supplier-buyer/9'],
      ['Clicks', '/clicks?filter[surveyId]=5'],
      ['Completes', '/completes?filter[surveyId]=5'],
      ['Qualifications', '/qualifications?filter[surveyId]=5'],
    ]);
  });

  it('leaves out links to entities the row does not have', () => {
    expect(DETAIL_PAGES.survey_details!.onward('5', { supplier_id: 6, supplier_buyer_id: null }).map((l) => l.label)).not.toContain(
      'Buyer',
    );
  });

  it('only names filters the target lists accept', () => {
    const row = { supplier_id: 1, supplier_buyer_id: 2, provider_id: 3, user_id: 4, survey_id: 5 };
    for (const page of Object.values(DETAIL_PAGES)) {
      for (const link of page.onward('7', row)) {
        const query = Object.keys(link.target.query ?? {});
        if (query.length === 0) continue;
        const list = resources.find((r) => r.routeName === link.target.routeName);
        expect(list, link.target.routeName).toBeDefined();
        for (const key of query)
          expect(filterUrlKeys(list!), `${link.target.routeName} ${key}`).toContain(/^filter\[(.+)\]$/.exec(key)?.[1]);
      }
    }
  });
});
