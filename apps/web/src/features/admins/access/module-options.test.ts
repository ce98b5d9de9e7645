import { describe, expect, it } from 'vitest';
import { SUB_PERMISSION, SWITCH_ACCOUNT_PERMISSION } from '@bo/contract';
import { grantableModuleOptions, mainPageOptions } from './module-options.ts';

const superAdmin = { role: 1, permissions: { modules: [] } };
const staff = { role: 3, permissions: { modules: ['admins', SUB_PERMISSION.adminAccessEdit, 'users'] } };

describe('grantableModuleOptions', () => {
  it('offers a super admin every page and sub-permission but never a fixed grant', () => {
    const values = grantableModuleOptions(superAdmin).map((o) => o.value);
    expect(values).toContain('users');
    expect(values).toContain(SUB_PERMISSION.adminAccessEdit);
    expect(values).toContain('user_profiling_basics');
    expect(values).not.toContain(SUB_PERMISSION.userCredit);
    expect(values).not.toContain('financial_report');
  });

  it('offers anyone else only what they hold, labelled by the page', () => {
    expect(grantableModuleOptions(staff)).toEqual([
      { value: 'admins', label: 'Admins (admins)' },
      { value: SUB_PERMISSION.adminAccessEdit, label: `Admins: ${SUB_PERMISSION.adminAccessEdit}` },
      { value: 'users', label: 'Users (users)' },
    ]);
  });

  it('never offers switch_account to anyone but a super admin, held or not', () => {
    const holder = { role: 2, permissions: { modules: ['users', SWITCH_ACCOUNT_PERMISSION] } };
    expect(grantableModuleOptions(holder).map((o) => o.value)).toEqual(['users']);
    expect(grantableModuleOptions(superAdmin).map((o) => o.value)).toContain(SWITCH_ACCOUNT_PERMISSION);
  });
});

describe('mainPageOptions', () => {
  const options = grantableModuleOptions(superAdmin);
  it('keeps the chosen pages for admins and staff, every page for a super admin', () => {
    expect(mainPageOptions(3, ['users', SUB_PERMISSION.adminAccessEdit], options).map((o) => o.value)).toEqual(['users']);
    expect(mainPageOptions(1, [], options).length).toBeGreaterThan(100);
  });
});
