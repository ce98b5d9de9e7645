import { describe, expect, it } from 'vitest';
import { decide } from '../access.ts';
import { permissionCatalogue } from './catalogue.ts';
import { FIXED_GRANT_PAGES } from './grant-pages.ts';
import { SUB_PERMISSION } from './names.ts';

/** Issue 24 item 6: a fixed grant adds to the page its action lives on, never replaces it. */
describe('a fixed grant needs the page its action lives on', () => {
  it('finds the page of each action grant, and none for a grant that is a page itself', () => {
    expect(FIXED_GRANT_PAGES.get(SUB_PERMISSION.userCredit)).toEqual(['user_details']);
    expect(FIXED_GRANT_PAGES.get(SUB_PERMISSION.offerEventCredit)).toEqual(['user_details']);
    expect(FIXED_GRANT_PAGES.get(SUB_PERMISSION.offerAddEdit)).toEqual(['offer_list', 'offer_details']);
    expect(FIXED_GRANT_PAGES.has('fs_settings')).toBe(false);
    expect(FIXED_GRANT_PAGES.has('financial_report')).toBe(false);
  });

  it('refuses credit to a holder narrowed to surveys, and allows it back with user details', () => {
    const staff93 = { id: 93, role: 3, permissions: { modules: ['surveys'] } };
    expect(decide(staff93, SUB_PERMISSION.userCredit, permissionCatalogue)).toEqual({ allowed: false, reason: 'grant-page-missing' });
    const withPage = { ...staff93, permissions: { modules: ['surveys', 'user_details'] } };
    expect(decide(withPage, SUB_PERMISSION.userCredit, permissionCatalogue)).toEqual({ allowed: true, reason: 'fixed-grant' });
  });

  it('lets any one of several pages carry the grant, and a super admin holder has every page', () => {
    const admin26 = { id: 26, role: 2, permissions: { modules: ['offer_details'] } };
    expect(decide(admin26, SUB_PERMISSION.offerAddEdit, permissionCatalogue).allowed).toBe(true);
    expect(decide({ ...admin26, permissions: { modules: ['users'] } }, SUB_PERMISSION.offerAddEdit, permissionCatalogue).allowed).toBe(
      false,
    );
    expect(decide({ id: 5, role: 1, permissions: { modules: [] } }, SUB_PERMISSION.userCredit, permissionCatalogue).allowed).toBe(true);
  });

  it('keeps a grant that is a page of its own as it was', () => {
    expect(decide({ id: 55, role: 3, permissions: { modules: [] } }, 'fs_settings', permissionCatalogue)).toEqual({
      allowed: true,
      reason: 'fixed-grant',
    });
  });
});
