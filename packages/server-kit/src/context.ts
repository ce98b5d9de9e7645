import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

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

/** Each secret as a key object, made once: a string secret is turned into a key again on every HMAC. */
const secretKeys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

function mac(payload: string, secret: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payload).digest();
}

export function signContext(ctx: Omit<RequestContext, 'exp'> & { exp?: number }, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...ctx, exp: ctx.exp ?? now + CONTEXT_TTL_MS }), 'utf8').toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
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
