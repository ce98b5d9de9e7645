import { ADMIN_LOG_CALL, type AdminLogBody } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';

/** Fire and forget (spec 01 §7): a failed log never disturbs the admin. */
export function createAdminLog(body: AdminLogBody): void {
  callApi(ADMIN_LOG_CALL, { body }).catch(() => undefined);
}

export function logPageView(requestUrl: string): void {
  createAdminLog({ type: 'page_view', request_url: requestUrl });
}
