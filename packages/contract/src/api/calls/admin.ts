import { SUB_PERMISSION } from '../../permissions/names.ts';
import { SIGNED_IN, type ApiCall } from '../types.ts';

/**
 * Calls answered by apps/admin-api's own routes (paths as the browser calls them and admin-api
 * registers them). GET /api/admins (permission `admins`) is catalogued once, as the `admins`
 * resource's list call (resources/defs/staff.ts): its answer carries the same `data` items.
 */
export const adminCalls: readonly ApiCall[] = [
  // Page views and actions (specification 01, 2.1 and 7): every signed-in admin writes them.
  { name: 'adminLogs.create', method: 'POST', path: '/api/admin-logs', upstream: 'admin', permission: SIGNED_IN },
  // An admin's role, modules and main page (src/admins/access.ts); the gateway logs the write as a permission change.
  { name: 'admins.access', method: 'GET', path: '/api/admins/:id/access', upstream: 'admin', permission: SUB_PERMISSION.adminAccessEdit },
  {
    name: 'admins.updateAccess',
    method: 'PUT',
    path: '/api/admins/:id/access',
    upstream: 'admin',
    permission: SUB_PERMISSION.adminAccessEdit,
    stepUp: true,
  },
  // A permission group's modules and main page given to an admin through the same access edit (issue 18).
  {
    name: 'admins.applyPermissionGroup',
    method: 'PUT',
    path: '/api/admins/:id/permission-group',
    upstream: 'admin',
    permission: SUB_PERMISSION.adminAccessEdit,
  },
];
