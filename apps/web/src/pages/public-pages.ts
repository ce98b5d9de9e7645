import type { PageLoader } from './page-module.ts';

/**
 * The pages a signed-out visitor can see, apart from the page registry so the sign-in path loads
 * neither the registry nor the contract's screen definitions it lists (issue 21 item 4).
 */
export const publicPages: Readonly<Record<string, PageLoader>> = {
  login: () => import('./login/LoginPage.tsx'),
  register: () => import('./register/RegisterPage.tsx'),
  reset_password: () => import('./reset-password/ResetPasswordPage.tsx'),
  error_404: () => import('./error-404/Error404Page.tsx'),
};
