import { SUB_PERMISSION } from '../../permissions/names.ts';
import { ZAdminAccessAnswer, ZAdminAccessChange, ZAdminAccessParams, ZPermissionGroupAppliedAnswer } from '../../admins/access.ts';
import { ZApplyPermissionGroup } from '../../operator-config/resources.ts';
import type { ApiCall } from '../types.ts';

/**
 * Calls answered by apps/admin-api's own routes (paths as the browser calls them and admin-api
 * registers them). GET /api/admins (permission `admins`) is catalogued once, as the `admins`
 * resource's list call (resources/defs/staff.ts): its answer carries the same `data` items.
 * POST /api/admin-logs is ADMIN_LOG_CALL (index.ts): its body is checked against the whole catalogue.
 */
export const ADMIN_CALL = {
  // An admin's role, modules and main page (src/admins/access.ts); the gateway logs the write as a permission change.
  access: {
    name: 'admins.access',
    method: 'GET',
    path: '/api/admins/:id/access',
    upstream: 'admin',
    permission: SUB_PERMISSION.adminAccessEdit,
    summary: "An admin's role, pages and main page",
    params: ZAdminAccessParams,
    answer: ZAdminAccessAnswer,
  },
  updateAccess: {
    name: 'admins.updateAccess',
    method: 'PUT',
    path: '/api/admins/:id/access',
    upstream: 'admin',
    permission: SUB_PERMISSION.adminAccessEdit,
    stepUp: true,
    summary: "Sets an admin's role, pages and main page (ends their sessions)",
    params: ZAdminAccessParams,
    body: ZAdminAccessChange,
    answer: ZAdminAccessAnswer,
  },
  // A permission group's modules and main page given to an admin through the same access edit (issue 18).
  applyPermissionGroup: {
    name: 'admins.applyPermissionGroup',
    method: 'PUT',
    path: '/api/admins/:id/permission-group',
    upstream: 'admin',
    permission: SUB_PERMISSION.adminAccessEdit,
    summary: "Gives an admin a permission group's pages and main page",
    params: ZAdminAccessParams,
    body: ZApplyPermissionGroup,
    answer: ZPermissionGroupAppliedAnswer,
  },
} as const satisfies Record<string, ApiCall>;

export const adminCalls: readonly ApiCall[] = Object.values(ADMIN_CALL);
