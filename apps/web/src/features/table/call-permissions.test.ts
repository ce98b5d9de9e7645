import { adminsResource, surveysResource, type AdminPrincipal } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { canCall } from './call-permissions.ts';

const surveysStaff: AdminPrincipal = { id: 200, role: 3, permissions: { modules: ['surveys'] } };

describe('canCall', () => {
  it('follows the catalogue: import and export of surveys need the surveys page', () => {
    expect(canCall(surveysStaff, surveysResource, 'import')).toBe(true);
    expect(canCall(surveysStaff, surveysResource, 'export')).toBe(true);
    expect(canCall({ ...surveysStaff, permissions: { modules: ['users'] } }, surveysResource, 'export')).toBe(false);
  });

  it('is false for a call the resource does not have', () => {
    expect(canCall({ id: 1, role: 1, permissions: { modules: [] } }, adminsResource, 'export')).toBe(false);
    expect(canCall(null, surveysResource, 'export')).toBe(false);
  });
});
