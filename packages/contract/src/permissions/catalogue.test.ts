import { describe, expect, it } from 'vitest';
import { decide, type AdminPrincipal } from '../access.ts';
import { apiCalls } from '../api/calls/index.ts';
import { PUBLIC, SIGNED_IN } from '../api/types.ts';
import { FIXED_GRANTS } from '../grants.ts';
import { routes } from '../routes/table.ts';
import { EXTRA_PERMISSIONS, can, canOpenRoute, permissionCatalogue } from './catalogue.ts';

const admin = (id: number, role: number, modules: string[] = []): AdminPrincipal => ({ id, role, permissions: { modules } });

describe('permissionCatalogue', () => {
  it('holds every route permission and sub-permission, every fixed grant and the extras', () => {
    for (const r of routes) {
      expect(permissionCatalogue.has(r.permission), r.name).toBe(true);
      for (const sub of r.subPermissions ?? []) expect(permissionCatalogue.has(sub), sub).toBe(true);
    }
    for (const p of FIXED_GRANTS.flatMap((g) => g.permissions)) expect(permissionCatalogue.has(p), p).toBe(true);
    for (const p of EXTRA_PERMISSIONS) expect(permissionCatalogue.has(p), p).toBe(true);
  });

  it('attaches every fixed-grant permission to a page (main or sub-permission)', () => {
    const onPages = new Set(routes.flatMap((r) => [r.permission, ...(r.subPermissions ?? [])]));
    const loose = FIXED_GRANTS.flatMap((g) => g.permissions).filter((p) => !onPages.has(p));
    expect(loose).toEqual([]);
  });

  it('attaches the sub-permissions the specification names to their pages', () => {
    const subsOf = (name: string): string[] => routes.find((r) => r.name === name)?.subPermissions ?? [];
    expect(subsOf('user_details')).toEqual(expect.arrayContaining(['user_credit', 'offer_event_credit', 'user_payout_limits']));
    expect(subsOf('postback_logs')).toContain('postback_logs_export');
    expect(subsOf('chat')).toContain('manage_macros');
    expect(subsOf('questions_mapping')).toEqual(['question_mapping_add', 'question_mapping_copy']);
    expect(subsOf('admins')).toContain('switch_account');
    expect(subsOf('offer_performance_analysis')).toContain('offer_performance_analysis_export');
    expect(subsOf('affiliate_report')).toContain('affiliate_report_export');
    expect(subsOf('cohort_report')).toContain('cohort_report_export');
  });

  it('keeps the extras off the route table (they would be duplicates otherwise)', () => {
    const onPages = new Set(routes.flatMap((r) => [r.permission, ...(r.subPermissions ?? [])]));
    expect(EXTRA_PERMISSIONS.filter((p) => onPages.has(p))).toEqual([]);
  });

  it('covers the permission of every catalogued API call', () => {
    const missing = apiCalls.flatMap((call) => {
      const needed = typeof call.permission === 'string' ? [call.permission] : [...call.permission];
      return needed.filter((p) => p !== PUBLIC && p !== SIGNED_IN && !permissionCatalogue.has(p)).map((p) => `${call.name}: ${p}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('decide() and can() (specification 01, section 6)', () => {
  it('lets a super admin open any catalogued page', () => {
    expect(decide(admin(5, 1), 'surveys', permissionCatalogue)).toEqual({ allowed: true, reason: 'super-admin' });
    expect(can(admin(2, 1), 'offer_list')).toBe(true);
  });

  it('lets a module admin open only the pages in permissions.modules', () => {
    const staff = admin(200, 3, ['surveys', 'survey_details']);
    expect(decide(staff, 'surveys', permissionCatalogue)).toEqual({ allowed: true, reason: 'module' });
    expect(decide(staff, 'users', permissionCatalogue)).toEqual({ allowed: false, reason: 'not-granted' });
  });

  it('gives a fixed-grant permission to exactly its ids, whatever the role, with the page it lives on', () => {
    expect(decide(admin(9, 2, ['fs_users']), 'fs_users_export', permissionCatalogue)).toEqual({ allowed: true, reason: 'fixed-grant' });
    expect(decide(admin(26, 3, ['user_details']), 'user_credit', permissionCatalogue)).toEqual({ allowed: true, reason: 'fixed-grant' });
    // A role-1 admin outside the grant, and a module admin listing it, are both refused.
    expect(decide(admin(7, 1), 'financial_report', permissionCatalogue)).toEqual({ allowed: false, reason: 'restricted-grant' });
    expect(can(admin(200, 2, ['financial_report']), 'financial_report')).toBe(false);
    expect(can(admin(1, 1), 'financial_report')).toBe(true);
  });

  it('denies an unknown permission, even to a super admin', () => {
    expect(decide(admin(1, 1), 'launch_rockets', permissionCatalogue)).toEqual({ allowed: false, reason: 'uncatalogued' });
    expect(can(admin(200, 3, ['launch_rockets']), 'launch_rockets')).toBe(false);
  });
});

describe('canOpenRoute', () => {
  it('checks the route main permission, which may differ from the route name', () => {
    const campaigns = admin(200, 3, ['fs_dynamic_campaigns']);
    expect(canOpenRoute(campaigns, 'fs_dynamic_campaigns_emails')).toBe(true);
    expect(canOpenRoute(campaigns, 'fs_dynamic_campaigns_emails_create')).toBe(false);
    expect(canOpenRoute(admin(200, 3, ['question_mapping_add']), 'questions_mapping_add')).toBe(true);
    expect(canOpenRoute(admin(1, 1), 'no_such_route')).toBe(false);
  });
});
