import { linkTo, type AdminPrincipal } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { columnLinkTarget, entityHref, entityTargets } from './entity-target.ts';

const superAdmin: AdminPrincipal = { id: 1, role: 1, permissions: { modules: [] } };
const surveysOnly: AdminPrincipal = { id: 200, role: 3, permissions: { modules: ['surveys', 'survey_details'] } };

describe('entityHref (specification 01, 2.8)', () => {
  it('links each entity to its route with its param', () => {
    expect(entityHref(superAdmin, entityTargets.user(12))).toBe('/es-user/12');
    expect(entityHref(superAdmin, entityTargets.survey(5))).toBe('/survey/5');
    expect(entityHref(superAdmin, entityTargets.supplier(6))).toBe('/supplier/6');
    expect(entityHref(superAdmin, entityTargets.supplierBuyer(9))).toBe('/supplier-buyer/9');
    expect(entityHref(superAdmin, entityTargets.supplierBuyers('B-1'))).toBe('/supplier-buyers?filter[supplier_buyer_id]=B-1');
    expect(entityHref(superAdmin, entityTargets.app(554))).toBe('/apps/554');
  });

  it('gives no link where the admin may not open the route, so the label is text', () => {
    expect(entityHref(surveysOnly, entityTargets.survey(5))).toBe('/survey/5');
    expect(entityHref(surveysOnly, entityTargets.supplier(6))).toBeNull();
    expect(entityHref(surveysOnly, entityTargets.user(1))).toBeNull();
    expect(entityHref(null, entityTargets.survey(5))).toBeNull();
  });

  it('follows the fixed grants: app details are for the top admins only', () => {
    expect(entityHref({ id: 5, role: 1, permissions: { modules: [] } }, entityTargets.app(1))).toBe('/apps/1');
    expect(entityHref({ id: 2, role: 1, permissions: { modules: [] } }, entityTargets.app(1))).toBeNull();
  });

  it('reads a resource column link', () => {
    expect(entityHref(superAdmin, columnLinkTarget(linkTo.click(), 77))).toBe('/clicks/77');
    expect(entityHref(superAdmin, columnLinkTarget(linkTo.question(), 3))).toBe('/questions/3');
  });
});
