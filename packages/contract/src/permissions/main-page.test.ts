import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../access.ts';
import { mainPageFor } from './main-page.ts';

const admin = (id: number, role: number, modules: string[], main_page?: string | null): AdminPrincipal => ({
  id,
  role,
  permissions: { modules, main_page },
});

describe('mainPageFor (specification 01, 2.1)', () => {
  it('takes permissions.main_page first', () => {
    expect(mainPageFor(admin(200, 3, ['users', 'surveys'], 'surveys'))?.name).toBe('surveys');
    expect(mainPageFor(admin(1, 1, [], 'offer_list'))?.name).toBe('offer_list');
  });

  it('accepts a main page given as a path', () => {
    expect(mainPageFor(admin(200, 3, ['surveys'], '/surveys'))?.name).toBe('surveys');
  });

  it('skips a main page the admin may not open (no redirect loop)', () => {
    expect(mainPageFor(admin(200, 3, ['users'], 'surveys'))?.name).toBe('users');
  });

  it("takes a super admin's first module, else the first menu page", () => {
    expect(mainPageFor(admin(5, 1, ['offer_list', 'surveys']))?.name).toBe('offer_list');
    expect(mainPageFor(admin(5, 1, []))?.name).toBe('dashboard');
  });

  it('takes the first module that is a menu page the admin may open', () => {
    // user_details is hidden, a sub-permission is no page, financial_report is a fixed grant 200 lacks.
    expect(mainPageFor(admin(200, 3, ['user_details', 'user_level', 'financial_report', 'clicks', 'surveys']))?.name).toBe('clicks');
  });

  it('answers null (the "Admin information is wrong" error) when nothing qualifies', () => {
    expect(mainPageFor(admin(203, 3, []))).toBeNull();
    expect(mainPageFor(admin(200, 3, ['user_details', 'no_such_module']))).toBeNull();
  });
});
