import { SIGNED_IN, ZAdminLogAnswer, type ADMIN_LOG_CALL, type AdminLogBody } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';

/**
 * ADMIN_LOG_CALL as the client uses it: its body schema checks request_url against the whole call
 * catalogue (the server does), and importing it would download every call's schemas with the
 * first page (issue 21 item 4). Its name, method, path and answer are the catalogue's, checked by
 * the compiler.
 */
const LOG_CALL = {
  name: 'adminLogs.create',
  method: 'POST',
  path: '/api/admin-logs',
  upstream: 'admin',
  permission: SIGNED_IN,
  answer: ZAdminLogAnswer,
} as const satisfies Pick<typeof ADMIN_LOG_CALL, 'name' | 'method' | 'path' | 'upstream' | 'permission' | 'answer'>;

/** Fire and forget (spec 01 §7): a failed log never disturbs the admin. */
export function createAdminLog(body: AdminLogBody): void {
  callApi(LOG_CALL, { body }).catch(() => undefined);
}

export function logPageView(requestUrl: string): void {
  createAdminLog({ type: 'page_view', request_url: requestUrl });
}
