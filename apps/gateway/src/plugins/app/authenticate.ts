import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BACKGROUND_REQUEST_HEADER, PUBLIC } from '@bo/contract';
import { forbidden, HttpError } from '@bo/server-kit';
import { checkSession } from '../../accounts/session-check.ts';
import { cachedSession } from '../../accounts/session-cache.ts';
import { sessionCookieToken } from '../../accounts/session-cookie.ts';
import { signedInOf, touchSession } from '../../accounts/sessions.ts';
import { bearerToken, readToken, type TokenClaims } from '../../accounts/tokens.ts';
import type { SignedIn } from '../../fastify-types.ts';
import { MESSAGE } from '../../messages.ts';
import { normaliseOrigins } from '../../realtime/origin.ts';
import { cookieWriteAllowed } from './write-origin.ts';

/** Why a token was refused and, when its signature held, whose session it was (the person and the account acted as). */
interface Refusal {
  refused: string;
  adminId?: number;
  actingAs?: number | null;
}

/** The person behind claims whose signature held: the one who signed in, and the account acted as when switched. */
const ownerOf = (claims: TokenClaims): Pick<Refusal, 'adminId' | 'actingAs'> =>
  claims.orig ? { adminId: claims.orig, actingAs: Number(claims.sub) } : { adminId: Number(claims.sub), actingAs: null };

/** The request's token: the Authorization header (API clients) first, else the SPA's session cookie. */
function tokenOf(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) return { token: bearer, fromCookie: false };
  const cookie = sessionCookieToken(request.headers.cookie);
  return cookie ? { token: cookie, fromCookie: true } : null;
}

/** The signed-in admin of a request's token, or why there is none. */
async function identify(app: FastifyInstance, token: string | undefined, request: FastifyRequest): Promise<SignedIn | Refusal> {
  if (!token) return { refused: 'no-token' };
  const now = app.clock();
  const read = readToken(app.jwt, token, now);
  if (!read.ok) return { refused: read.reason, ...(read.claims ? ownerOf(read.claims) : {}) };
  const session = await cachedSession(app.sessionCache, app.db, read.claims.sid, now);
  const check = checkSession(session, read.claims, now);
  if (!check.ok || !session) return { refused: check.ok ? 'session-unknown' : check.reason, ...ownerOf(read.claims) };
  // The SPA's polling says so: it keeps showing fresh data, but an admin away from the desk still goes idle.
  // At most once a minute per session (check.touch), so calls stay reads.
  if (check.touch && request.headers[BACKGROUND_REQUEST_HEADER] !== '1') {
    app.sessionCache.touched(session.id, now);
    await touchSession(app.db, session.id, now);
  }
  return signedInOf(session);
}

/**
 * Every catalogued call but the public ones needs a token (bearer, or the SPA's session cookie) whose session is alive: one
 * primary-key query loads the session with its admins, kept a few seconds in the session cache
 * (accounts/session-cache.ts), so a busy client costs no database round trip per call. Why a token was refused goes to the access
 * log only; the client always reads 'Unauthenticated!'. Each refusal spends the address's
 * rate-limit budget for the route (plugins/app/rate-limit.ts), so a flood of bad tokens ends in
 * 429s. Uncatalogued calls are refused anyway, but their caller is still identified when possible,
 * so the log says who tried. A write authenticated by the cookie must come from the gateway's own
 * origin (write-origin.ts), else 403; a bearer token is no ambient credential, so it is not checked.
 */
export default fp(
  async (app, opts: { publicOrigin: string | null }) => {
    const publicOrigin = opts.publicOrigin ? [...normaliseOrigins([opts.publicOrigin])][0]! : null;
    app.addHook('onRequest', async (request, reply) => {
      const config = request.routeOptions.config;
      const call = config.apiCall;
      const presented = tokenOf(request);
      if (config.uncatalogued) {
        const who = await identify(app, presented?.token, request);
        if (!('refused' in who)) request.auth = who;
        return;
      }
      if (!call || call.permission === PUBLIC) return;
      const who = await identify(app, presented?.token, request);
      if ('refused' in who) {
        request.audit.decision = 'deny';
        request.audit.reason = who.refused;
        // A revoked, idle or expired session's token: the record names whose it was (a stolen token's owner).
        if (who.adminId !== undefined) {
          request.audit.adminId = who.adminId;
          request.audit.actingAs = who.actingAs ?? null;
        }
        // Counted like a signed-out call of this address: past the budget the answer is 429, not 401.
        await app.chargeUnauthenticated(request, reply);
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, MESSAGE.unauthenticated);
      }
      if (presented?.fromCookie && !cookieWriteAllowed(request, publicOrigin)) {
        request.audit.decision = 'deny';
        request.audit.reason = 'origin-not-allowed';
        request.audit.adminId = who.original?.id ?? who.admin.id;
        request.audit.actingAs = who.original ? who.admin.id : null;
        throw forbidden(MESSAGE.originNotAllowed(request.headers.origin ?? 'none'));
      }
      request.auth = who;
    });
  },
  { name: 'authenticate', dependencies: ['access-log', 'jwt', 'database', 'rate-limit', 'session-cache'] },
);
