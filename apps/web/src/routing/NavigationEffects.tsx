import { routeByName } from '@bo/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_VIEW_LOG_DELAY_MS, PAGE_VIEW_LOG_EXCLUDED_PATHS } from '../app/spec-constants.ts';
import { sessionStore } from '../features/auth/session-store.ts';
import { loadingOverlay } from '../lib/loading-overlay.ts';

/** "If the admin-logs page exists, a page view is logged" (spec 01 §2.1). */
const adminLogsPageExists = routeByName('admin_logs') !== undefined;

/**
 * What happens after every navigation (spec 01 §2.1): scroll to top, hide the loading overlay and,
 * one second later, log a page view of the full path (never for /login). A navigation that is
 * replaced within that second (a guard's redirect) cancels its log: only pages actually shown count.
 */
export function NavigationEffects(): null {
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    loadingOverlay.hide();
    if (!adminLogsPageExists || PAGE_VIEW_LOG_EXCLUDED_PATHS.includes(location.pathname)) return undefined;
    const timer = window.setTimeout(() => {
      // Loaded with the first page view: the admin-log call is checked against the whole call catalogue, which stays off /login's first load.
      if (sessionStore.key())
        void import('../features/admin-logs/api/create-admin-log.ts').then(({ logPageView }) => logPageView(fullPath));
    }, PAGE_VIEW_LOG_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Every navigation has a new key, also one to the same path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
