import { describe, expect, it } from 'vitest';
import { decide, samePerson } from '../access.ts';
import { ADMIN_ACCESS_MESSAGES, adminAccessIssues, adminAccessRefusal } from '../admins/access.ts';
import { SWITCH_ACCOUNT_PERMISSION } from './names.ts';
import { permissionCatalogue } from './catalogue.ts';
import { SUB_PERMISSION } from './names.ts';

/** Issue 14, item 1: grants and "own access" follow the person, not the borrowed account. */
describe('while switched into another account', () => {
  const account26 = { id: 26, role: 2, permissions: { modules: ['users', 'user_details'] } };

  it('needs both the account and the person who switched for a fixed grant (deny wins)', () => {
    expect(decide(account26, SUB_PERMISSION.userCredit, permissionCatalogue)).toEqual({ allowed: true, reason: 'fixed-grant' });
    expect(decide({ ...account26, original_admin: { id: 9 } }, SUB_PERMISSION.userCredit, permissionCatalogue)).toEqual({
      allowed: false,
      reason: 'original-lacks-grant',
    });
    expect(decide({ ...account26, original_admin: { id: 1 } }, SUB_PERMISSION.userCredit, permissionCatalogue).allowed).toBe(true);
    // Modules and the super admin role stay the account's: only fixed grants ask for both.
    expect(decide({ ...account26, original_admin: { id: 9 } }, 'users', permissionCatalogue)).toEqual({ allowed: true, reason: 'module' });
  });

  it('compares people: the account, and the admin signed in behind it', () => {
    expect(samePerson({ adminId: 203, originalAdminId: 9 }, { adminId: 9, originalAdminId: null })).toBe(true);
    expect(samePerson({ adminId: 203, originalAdminId: null }, { adminId: 9, originalAdminId: null })).toBe(false);
    expect(samePerson({ adminId: 26, originalAdminId: 1 }, { adminId: 203, originalAdminId: 1 })).toBe(true);
  });

  it('refuses editing your own access through a switched account', () => {
    const change = { role: 2 as const, modules: ['users'] };
    const actor = { id: 203, originalId: 9, role: 3, modules: ['users'] };
    expect(adminAccessRefusal(actor, { id: 9, role: 3 }, change)).toBe(ADMIN_ACCESS_MESSAGES.ownAccess);
    expect(adminAccessRefusal({ ...actor, originalId: null }, { id: 9, role: 3 }, change)).toBeNull();
  });

  it('lets only a super admin give switch_account; keeping it is not giving it', () => {
    const admin = { id: 9, role: 2, modules: ['users', SWITCH_ACCOUNT_PERMISSION] };
    const change = { role: 3 as const, modules: ['users', SWITCH_ACCOUNT_PERMISSION] };
    expect(adminAccessIssues(admin, change)).toEqual([
      { path: 'modules', message: ADMIN_ACCESS_MESSAGES.superAdminOnlyPermission(SWITCH_ACCOUNT_PERMISSION) },
    ]);
    expect(adminAccessIssues(admin, change, [SWITCH_ACCOUNT_PERMISSION])).toEqual([]);
    expect(adminAccessIssues({ id: 1, role: 1, modules: [] }, change)).toEqual([]);
  });
});
