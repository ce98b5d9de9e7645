import type { FastifyRequest } from 'fastify';

/** WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS: the site passkeys are bound to; unset, the request's own host. */
export interface RelyingPartyOptions {
  rpId?: string | null;
  origins?: readonly string[];
}

/** The relying party of one ceremony: the domain a passkey is bound to and the page origins allowed to use it. */
export interface RelyingParty {
  id: string;
  origins: string[];
}

/**
 * From the configuration, else from the request (localhost and `npm start`): the host name the browser
 * used, and its origin. A production gateway behind a proxy sets both, so no header can choose them.
 */
export function relyingParty(request: FastifyRequest, options: RelyingPartyOptions): RelyingParty {
  const origins = options.origins && options.origins.length > 0 ? [...options.origins] : [`${request.protocol}://${request.host}`];
  return { id: options.rpId || request.hostname, origins };
}
