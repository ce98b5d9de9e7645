import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { SESSION_COOKIE_REQUEST_HEADER } from '@bo/contract';

/**
 * The SPA's session (issue 24): `__Host-` makes the browser insist on Secure, Path=/ and no Domain,
 * so no sibling host can set or shadow it; HttpOnly keeps it from script; SameSite=Strict keeps it
 * off requests started by other sites. Browsers accept Secure cookies on http://localhost and
 * http://127.0.0.1 (potentially trustworthy origins), so `npm start` and the browser tests use it too.
 */
export const SESSION_COOKIE = '__Host-bo_session';

const ATTRIBUTES = { path: '/', secure: true, httpOnly: true, sameSite: 'strict' } as const;

/** Whether the caller asked for the session in the cookie (the SPA's header). */
export const wantsSessionCookie = (request: FastifyRequest): boolean => request.headers[SESSION_COOKIE_REQUEST_HEADER] === '1';

/** The token the session cookie carries, or null. */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader)[SESSION_COOKIE] || null;
}

/** Sets the session cookie for the token's lifetime: it never outlives the session's absolute end. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: number, now: number): void {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  reply.header('set-cookie', stringifySetCookie({ name: SESSION_COOKIE, value: token, maxAge, ...ATTRIBUTES }));
}

/** Drops the session cookie (sign-out). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', stringifySetCookie({ name: SESSION_COOKIE, value: '', maxAge: 0, ...ATTRIBUTES }));
}
