import { ADMIN_LOG_CLIENT_ACTIONS, USER_DETAILS_MESSAGES } from '@bo/contract';
import { createAdminLog } from '../admin-logs/api/create-admin-log.ts';
import { toast } from '../../lib/toast.ts';

/** What the clipboard-copy log says was copied. */
export const COPY_PROFILE_URL_ACTION = 'Copy Profile URL';

/**
 * Copies a profile URL (section 2, user id widget) and logs the action. Without the clipboard
 * API (plain HTTP) the admin reads the HTTPS note of section 8; a refused write, the retry message.
 */
export async function copyProfileUrl(url: string): Promise<void> {
  if (!navigator.clipboard) {
    toast.error(USER_DETAILS_MESSAGES.copyNeedsHttps);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    toast.error(USER_DETAILS_MESSAGES.copyFailed);
    return;
  }
  toast.success(USER_DETAILS_MESSAGES.copied);
  // The page's path, not its full address: the server takes only paths of the route table or the API.
  createAdminLog({
    type: 'action',
    request_url: `${window.location.pathname}${window.location.search}`,
    action: ADMIN_LOG_CLIENT_ACTIONS.clipboardCopy,
    data: { copied: COPY_PROFILE_URL_ACTION, url },
  });
}
