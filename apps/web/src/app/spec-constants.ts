/** Business constants of the shell, named after the specification (01 §2.1, §9; 03 §8, §9). */

/** "After login ... The redirect happens after 500 ms." */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** "a page view is logged after 1 second, except for /login". */
export const PAGE_VIEW_LOG_DELAY_MS = 1000;
export const PAGE_VIEW_LOG_EXCLUDED_PATHS: readonly string[] = ['/login'];

/** "Error, Warning or Success toasts at top-right lasting 3000 ms". */
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_POSITION = 'top-right' as const;

/** "After login the destination is the redirect query, else / if it exists, else /surveys." */
export const AFTER_LOGIN_HOME_PATH = '/';
export const AFTER_LOGIN_FALLBACK_PATH = '/surveys';

/** The query key that carries the requested path to /login. */
export const LOGIN_REDIRECT_QUERY = 'redirect';

/** "Any unknown path redirects to /error-404." */
export const NOT_FOUND_PATH = '/error-404';
export const LOGIN_PATH = '/login';
