import type { FastifyRequest } from 'fastify';
import { originOf } from '../../realtime/origin.ts';

/** Methods that change nothing: a cookie-authenticated GET needs no Origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a call authenticated by the session cookie may proceed (issue 24): a write must come from
 * the gateway's own origin, PUBLIC_ORIGIN when set, else any scheme on the request's host (Host, or
 * X-Forwarded-Host from TRUSTED_PROXIES: TLS usually ends before the gateway). Browsers send Origin on
 * every write; without one, `Sec-Fetch-Site: same-origin` vouches instead. SameSite=Strict already
 * keeps the cookie off other sites' requests; this also stops a sibling site of the same registrable
 * domain, which SameSite counts as the same site.
 */
export function cookieWriteAllowed(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  const normal = originOf(origin);
  if (!normal) return false;
  if (publicOrigin) return normal === publicOrigin;
  return new URL(normal).host === request.host.toLowerCase();
}
