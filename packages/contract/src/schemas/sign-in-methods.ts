import { z } from 'zod';
import { ZFactorCode } from './second-factor.ts';
import { ZPasskeyCredential } from './passkeys.ts';

// Sign-in beside the password (issue 24): its messages and the way back from the provider are in
// api/sign-in-protocol.ts (no zod, for the sign-in page's first load); these are its calls' schemas.

/** GET /api/login/methods: single sign-on's button label when it is configured (OIDC_NAME), else null. */
export const ZSignInMethods = z.object({ sso: z.object({ name: z.string() }).nullable() });
export type SignInMethods = z.infer<typeof ZSignInMethods>;

/**
 * POST /api/login/sso: the admin's own second factor after the provider, when its sign-in did not count
 * as one. Empty, it answers the 422 asking for the factor (with a passkey challenge when the admin has a key).
 */
export const ZSsoFactorBody = z.object({ code: ZFactorCode.optional(), passkey: ZPasskeyCredential.optional() });

/** POST /api/login/passkey: a discoverable credential's answer to the challenge of /api/login/passkey/options. */
export const ZPasskeySignInBody = z.object({ passkey: ZPasskeyCredential });
