import type { OidcOptions } from '../../accounts/oidc.ts';

/** The account settings of a gateway (GatewayOptions), handed to the account routes. */
export interface AccountSettings {
  /** REGISTRATION: anyone may register (the demo); off, only with a super admin's invitation link. */
  registration: boolean;
  /** OIDC_ISSUER and the rest: single sign-on with the company's identity provider; null, off. */
  oidc: OidcOptions | null;
}
