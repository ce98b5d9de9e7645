import { SSO_CALLBACK_PATH } from '../../schemas/sign-in-methods.ts';
import { PUBLIC, SIGNED_IN, type ApiCall } from '../types.ts';

/**
 * Calls the gateway answers itself (sign-in, session, switch account). Bodies and answers:
 * ZLoginBody / ZLoginAnswer, ZRegisterBody, ZSwitchAccountBody, ZAdmin in schemas/admin.ts.
 */
export const GATEWAY_CALL = {
  login: 'auth.login',
  logout: 'auth.logout',
  me: 'auth.me',
  register: 'auth.register',
  switchAccount: 'auth.switch-account',
  switchBack: 'auth.switch-account-back',
  /** A super admin's one-time links (issue 24): an invitation to register, a password reset. */
  invite: 'auth.invitation',
  passwordResetLink: 'auth.password-reset-link',
  resetPassword: 'auth.password-reset',
  changePassword: 'auth.password-change',
  /** Issue 24: the person's own sessions, and a super admin ending anyone's. */
  sessions: 'auth.sessions',
  endSession: 'auth.session-end',
  endOtherSessions: 'auth.sessions-end-others',
  endAdminSessions: 'auth.admin-sessions-end',
  /** Issue 24: the second factor, re-authentication (step-up) and a super admin's reset. */
  factors: 'auth.factors',
  totpStart: 'auth.totp-start',
  totpConfirm: 'auth.totp-confirm',
  reauthenticate: 'auth.reauthenticate',
  resetFactors: 'auth.admin-factors-reset',
  /** Issue 24: passkeys and security keys, beside TOTP. */
  passkeyRegistrationOptions: 'auth.passkey-registration-options',
  passkeyRegister: 'auth.passkey-register',
  passkeyRemove: 'auth.passkey-remove',
  passkeyAuthenticationOptions: 'auth.passkey-authentication-options',
  /** Issue 24: sign-in beside the password: which are on, single sign-on (OIDC), a passkey as the only factor. */
  signInMethods: 'auth.sign-in-methods',
  ssoStart: 'auth.sso-start',
  ssoCallback: 'auth.sso-callback',
  ssoFactor: 'auth.sso-factor',
  passkeySignInOptions: 'auth.passkey-sign-in-options',
  passkeySignIn: 'auth.passkey-sign-in',
  /** The OpenAPI document of this catalogue (issue 8). */
  openapi: 'gateway.openapi',
} as const;
export type GatewayCallName = (typeof GATEWAY_CALL)[keyof typeof GATEWAY_CALL];

/** Permission of POST /api/switch-account (a catalogue permission like any page's). */
export const SWITCH_ACCOUNT_PERMISSION = 'switch_account';

export const gatewayCalls: readonly ApiCall[] = [
  { name: GATEWAY_CALL.login, method: 'POST', path: '/api/login', upstream: 'gateway', permission: PUBLIC },
  { name: GATEWAY_CALL.register, method: 'POST', path: '/api/register', upstream: 'gateway', permission: PUBLIC },
  { name: GATEWAY_CALL.logout, method: 'POST', path: '/api/logout', upstream: 'gateway', permission: SIGNED_IN, duringEnrolment: true },
  { name: GATEWAY_CALL.me, method: 'GET', path: '/api/me', upstream: 'gateway', permission: SIGNED_IN, duringEnrolment: true },
  {
    name: GATEWAY_CALL.switchAccount,
    method: 'POST',
    path: '/api/switch-account',
    upstream: 'gateway',
    permission: SWITCH_ACCOUNT_PERMISSION,
    stepUp: true,
  },
  // Only meaningful while switched (409 otherwise); it must not need switch_account, since the account switched into rarely holds it.
  { name: GATEWAY_CALL.switchBack, method: 'POST', path: '/api/switch-account/back', upstream: 'gateway', permission: SIGNED_IN },
  // Super admins only (the handler checks the role); under /api/admins, so logged as a permission change.
  { name: GATEWAY_CALL.invite, method: 'POST', path: '/api/admins/invitations', upstream: 'gateway', permission: 'admins', stepUp: true },
  {
    name: GATEWAY_CALL.passwordResetLink,
    method: 'POST',
    path: '/api/admins/:id/password-reset-link',
    upstream: 'gateway',
    permission: 'admins',
    stepUp: true,
  },
  { name: GATEWAY_CALL.resetPassword, method: 'POST', path: '/api/password-reset', upstream: 'gateway', permission: PUBLIC },
  { name: GATEWAY_CALL.changePassword, method: 'PUT', path: '/api/account/password', upstream: 'gateway', permission: SIGNED_IN },
  { name: GATEWAY_CALL.sessions, method: 'GET', path: '/api/account/sessions', upstream: 'gateway', permission: SIGNED_IN },
  { name: GATEWAY_CALL.endSession, method: 'DELETE', path: '/api/account/sessions/:id', upstream: 'gateway', permission: SIGNED_IN },
  { name: GATEWAY_CALL.endOtherSessions, method: 'DELETE', path: '/api/account/sessions', upstream: 'gateway', permission: SIGNED_IN },
  {
    name: GATEWAY_CALL.endAdminSessions,
    method: 'DELETE',
    path: '/api/admins/:id/sessions',
    upstream: 'gateway',
    permission: 'admins',
    stepUp: true,
  },
  {
    name: GATEWAY_CALL.factors,
    method: 'GET',
    path: '/api/account/factors',
    upstream: 'gateway',
    permission: SIGNED_IN,
    duringEnrolment: true,
  },
  {
    name: GATEWAY_CALL.totpStart,
    method: 'POST',
    path: '/api/account/totp',
    upstream: 'gateway',
    permission: SIGNED_IN,
    duringEnrolment: true,
  },
  {
    name: GATEWAY_CALL.totpConfirm,
    method: 'POST',
    path: '/api/account/totp/confirm',
    upstream: 'gateway',
    permission: SIGNED_IN,
    duringEnrolment: true,
  },
  {
    name: GATEWAY_CALL.reauthenticate,
    method: 'POST',
    path: '/api/account/reauthenticate',
    upstream: 'gateway',
    permission: SIGNED_IN,
  },
  // Super admins only (the handler checks the role); under /api/admins, so logged as a permission change.
  {
    name: GATEWAY_CALL.resetFactors,
    method: 'DELETE',
    path: '/api/admins/:id/factors',
    upstream: 'gateway',
    permission: 'admins',
    stepUp: true,
  },
  // Adding a factor needs a recent sign-in: a session left open must not add someone else's key.
  {
    name: GATEWAY_CALL.passkeyRegistrationOptions,
    method: 'POST',
    path: '/api/account/passkeys/registration-options',
    upstream: 'gateway',
    permission: SIGNED_IN,
    duringEnrolment: true,
    stepUp: true,
  },
  {
    name: GATEWAY_CALL.passkeyRegister,
    method: 'POST',
    path: '/api/account/passkeys',
    upstream: 'gateway',
    permission: SIGNED_IN,
    duringEnrolment: true,
  },
  {
    name: GATEWAY_CALL.passkeyRemove,
    method: 'DELETE',
    path: '/api/account/passkeys/:id',
    upstream: 'gateway',
    permission: SIGNED_IN,
    stepUp: true,
  },
  // The challenge a re-authentication with a passkey answers (sign-in gets its own in the 422 asking for a factor).
  {
    name: GATEWAY_CALL.passkeyAuthenticationOptions,
    method: 'POST',
    path: '/api/account/passkeys/authentication-options',
    upstream: 'gateway',
    permission: SIGNED_IN,
  },
  // Sign-in beside the password (issue 24): public, like /api/login. The two GETs of single sign-on are the
  // browser's navigations to the identity provider and back (302 answers, not calls of the SPA's client).
  { name: GATEWAY_CALL.signInMethods, method: 'GET', path: '/api/login/methods', upstream: 'gateway', permission: PUBLIC },
  { name: GATEWAY_CALL.ssoStart, method: 'GET', path: '/api/login/sso', upstream: 'gateway', permission: PUBLIC, navigation: true },
  { name: GATEWAY_CALL.ssoCallback, method: 'GET', path: SSO_CALLBACK_PATH, upstream: 'gateway', permission: PUBLIC, navigation: true },
  { name: GATEWAY_CALL.ssoFactor, method: 'POST', path: '/api/login/sso', upstream: 'gateway', permission: PUBLIC },
  {
    name: GATEWAY_CALL.passkeySignInOptions,
    method: 'POST',
    path: '/api/login/passkey/options',
    upstream: 'gateway',
    permission: PUBLIC,
  },
  { name: GATEWAY_CALL.passkeySignIn, method: 'POST', path: '/api/login/passkey', upstream: 'gateway', permission: PUBLIC },
  { name: GATEWAY_CALL.openapi, method: 'GET', path: '/api/openapi.json', upstream: 'gateway', permission: SIGNED_IN },
];
