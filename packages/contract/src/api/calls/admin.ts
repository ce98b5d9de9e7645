import { SIGNED_IN, type ApiCall } from '../types.ts';

/** Calls answered by apps/admin-api (paths as the browser calls them and admin-api registers them). */
export const adminCalls: readonly ApiCall[] = [
  // Staff accounts, for the admins page and admin pickers (never the password hash).
  { name: 'admins.list', method: 'GET', path: '/api/admins', upstream: 'admin', permission: 'admins' },
  // Page views and actions (specification 01, 2.1 and 7): every signed-in admin writes them.
  { name: 'adminLogs.create', method: 'POST', path: '/api/admin-logs', upstream: 'admin', permission: SIGNED_IN },
];
