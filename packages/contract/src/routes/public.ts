import { page } from './define.ts';
import type { RouteDef } from './types.ts';

/**
 * Public, full-page routes (specification 01, 2.2). They are also flagged loadingDisabled: for a
 * non-core app only loading-disabled routes or the wildcard show (specification 01, section 1), and
 * sign-in and the 404 page must stay reachable there.
 */
export const publicRoutes: readonly RouteDef[] = [
  page('/login', 'Login', null, { flags: { public: true, fullPage: true, redirectOnLogin: true, loadingDisabled: true } }),
  page('/register', 'Register', null, { flags: { public: true, fullPage: true, redirectOnLogin: true, loadingDisabled: true } }),
  // Ours (issue 24): where a super admin's one-time password reset link leads.
  page('/reset-password', 'Reset Password', null, { flags: { public: true, fullPage: true, loadingDisabled: true } }),
  page('/error-404', 'Page Not Found', null, { flags: { public: true, fullPage: true, loadingDisabled: true } }),
];
