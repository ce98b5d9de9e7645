import type { AdminLogBody } from '@bo/contract';
import { api } from '../../../lib/api/client.ts';

/** Fire and forget (spec 01 §7): a failed log never disturbs the admin. */
export function createAdminLog(body: AdminLogBody): void {
  api.post('/api/admin-logs', body).catch(() => undefined);
}

export function logPageView(requestUrl: string): void {
  createAdminLog({ type: 'page_view', request_url: requestUrl });
}
