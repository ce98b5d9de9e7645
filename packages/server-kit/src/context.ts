import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying the gateway-signed request context to the upstreams (ARCHITECTURE.md). */
export const CONTEXT_HEADER = 'x-bo-context';
/** Header carrying the gateway's request id to the upstreams, echoed in their logs. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** How long a signed context stays valid: long enough for one proxied request, too short to replay. */
export const CONTEXT_TTL_MS = 30_000;

/** What an upstream knows about the caller. */
export interface RequestContext {
  /** The admin whose permissions apply: the account switched into, or the signed-in admin. */
  adminId: number;
  role: number;
  /** The admin who signed in, when different from adminId (switched account). */
  originalAdminId: number | null;
  /** The catalogue permission the gateway checked for this call. */
  permission: string;
  requestId: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

const b64 = (buf: Buffer | string): string => Buffer.from(buf).toString('base64url');

function mac(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signContext(ctx: Omit<RequestContext, 'exp'> & { exp?: number }, secret: string, now = Date.now()): string {
  const payload = b64(JSON.stringify({ ...ctx, exp: ctx.exp ?? now + CONTEXT_TTL_MS }));
  return `${payload}.${b64(mac(payload, secret))}`;
}

export type ContextCheck = { ok: true; context: RequestContext } | { ok: false; reason: string };

export function verifyContext(token: string | undefined, secret: string, now = Date.now()): ContextCheck {
  if (!token) return { ok: false, reason: 'missing gateway context' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed gateway context' };
  const expected = mac(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad gateway context signature' };
  let parsed: RequestContext;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RequestContext;
  } catch {
    return { ok: false, reason: 'malformed gateway context' };
  }
  if (typeof parsed.exp !== 'number' || parsed.exp < now) return { ok: false, reason: 'expired gateway context' };
  if (!Number.isInteger(parsed.adminId) || !Number.isInteger(parsed.role)) return { ok: false, reason: 'malformed gateway context' };
  return { ok: true, context: parsed };
}
