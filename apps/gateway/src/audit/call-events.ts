import type { ApiCall } from '@bo/contract';
import type { AuditEvent } from './record.ts';

/** Admin accounts are edited under this path (role, modules, grants); the gateway's own sign-up is recorded as `register`. */
const ADMIN_ACCOUNTS_PATH = '/api/admins';
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
 * /api/admins may change permissions; any userActions.* call acts on a user.
 */
export function callEvent(call: ApiCall, params: unknown): AuditEvent | null {
  if (
    call.upstream !== 'gateway' &&
    call.method !== 'GET' &&
    (call.path === ADMIN_ACCOUNTS_PATH || call.path.startsWith(`${ADMIN_ACCOUNTS_PATH}/`))
  ) {
    return { type: 'permission-change', call: call.name, target_admin_id: idParam(params, 'id', 'adminId') };
  }
  if (call.name.startsWith(USER_ACTION_PREFIX)) {
    return { type: 'user-action', call: call.name, user_id: idParam(params, 'id', 'userId') };
  }
  return null;
}
