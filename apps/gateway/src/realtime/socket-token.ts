import { REALTIME_BEARER_PROTOCOL } from '@bo/contract';

/**
 * The bearer token of a websocket upgrade: the subprotocol pair `bearer, <token>` (browsers cannot
 * set Authorization on a websocket, and a header stays out of URL logs), or else the `token` query
 * parameter (the access log masks it). Tools send these; the SPA's upgrade carries its session cookie.
 */
export function socketToken(protocolHeader: string | undefined, queryToken: unknown): string | null {
  if (protocolHeader) {
    const [name, token] = protocolHeader.split(',').map((part) => part.trim());
    if (name === REALTIME_BEARER_PROTOCOL && token) return token;
  }
  return typeof queryToken === 'string' && queryToken.length > 0 ? queryToken : null;
}

/** The subprotocol the gateway answers: `bearer` when offered (never the token), else none. */
export const chooseProtocol = (offered: ReadonlySet<string>): string | false =>
  offered.has(REALTIME_BEARER_PROTOCOL) ? REALTIME_BEARER_PROTOCOL : false;
