// The sign-in's protocol beside the password: plain constants, apart from the schemas
// (schemas/sign-in-methods.ts), so the sign-in page's first load needs no zod (issue 21 item 4).

/**
 * Sign-in beside the password (issue 24): single sign-on with the company's identity provider (OIDC)
 * and a passkey as the only factor. The SPA asks the gateway which are on before showing their buttons.
 */
export const SIGN_IN_MESSAGES = {
  /** The provider's e-mail is not an admin's (accounts are never created by single sign-on). */
  ssoUnknownEmail: 'Your company account has no back-office account. Ask a super admin to invite you with the same e-mail.',
  /** The provider did not say the e-mail is verified. */
  ssoEmailNotVerified: 'Your company account has no verified e-mail address. Single sign-on cannot match it to an admin.',
  /** A wrong state or nonce, a reused or expired sign-in, or the provider refused. */
  ssoFailed: 'Single sign-on failed or expired. Try again.',
  /** The provider could not be reached or answered nonsense. */
  ssoUnavailable: 'The identity provider cannot be reached now. Try again later, or sign in with your password.',
  /** The admin holds no pages yet (spec 01, section 6), as after a password sign-in. */
  ssoNoAccess: 'Your account has no access yet. A super admin must grant you modules.',
  /** The second step after the provider came back, when no sign-in waits for it. */
  ssoNoPendingSignIn: 'No single sign-on waits for a second factor. Start again with the single sign-on button.',
} as const;

/**
 * What the browser comes back to /login with after the provider: `sso=code` (the admin's own second
 * factor is still asked), `sso=done` (the session cookie is set) or `sso_error=<key of SIGN_IN_MESSAGES>`.
 */
export const SSO_RETURN_QUERY = { step: 'sso', error: 'sso_error' } as const;
/** Where the identity provider sends the browser back (registered there as PUBLIC_ORIGIN + this path). */
export const SSO_CALLBACK_PATH = '/api/login/sso/callback';
export const SSO_STEP = { code: 'code', done: 'done' } as const;
export type SsoErrorKey = keyof typeof SIGN_IN_MESSAGES;
