import type { ApiCall } from '@bo/contract';
import type { AuditEvent } from './record.ts';

/** Admin accounts are edited under this path (role, modules, grants); the gateway's own sign-up is recorded as `register`. */
const ADMIN_ACCOUNTS_PATH = '/api/admins';
/** Permission groups (issue 18): a change re-applies the group to its members' access. */
const PERMISSION_GROUPS_PATH = '/api/admin-permission-groups';
const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);
/** The calls acting on one marketplace user (packages/contract api/calls/user-actions.ts). */
const USER_ACTION_PREFIX = 'userActions.';

const idParam = (params: unknown, ...names: string[]): number | null => {
  const p = (params ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const id = Number(p[name]);
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return null;
};

/**
 * The event a catalogued call carries in the access log, decided from the catalogue entry so a
 * new admin-editing or user-action call is recorded without touching the gateway: any write under
 * /api/admins or /api/admin-permission-groups may change permissions; any userActions.* call acts on a user.
 */
export function callEvent(call: ApiCall, params: unknown): AuditEvent | null {
  if (
    call.upstream !== 'gateway' &&
    call.method !== 'GET' &&
    (under(call.path, ADMIN_ACCOUNTS_PATH) || under(call.path, PERMISSION_GROUPS_PATH))
  ) {
    return { type: 'permission-change', call: call.name, target_admin_id: idParam(params, 'id', 'adminId') };
  }
  if (call.name.startsWith(USER_ACTION_PREFIX)) {
    return { type: 'user-action', call: call.name, user_id: idParam(params, 'id', 'userId') };
  }
  return null;
}
