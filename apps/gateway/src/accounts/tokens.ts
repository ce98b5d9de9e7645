import type { JWT } from '@fastify/jwt';
import { z } from 'zod';
import { TOKEN_AUDIENCE } from '../limits.ts';

/**
 * Claims of a bearer token: sub the effective admin, sid the session row, orig the admin who signed
 * in when switched, with oav that admin's access_version (a role or module change of the original
 * ends the switched session too). aud, iat and exp as usual; exp is absolute.
 */
export const ZTokenClaims = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.uuid(),
  orig: z.number().int().positive().optional(),
  oav: z.number().int().optional(),
  aud: z.literal(TOKEN_AUDIENCE),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof ZTokenClaims>;

export interface TokenInput {
  adminId: number;
  sessionId: string;
  original: { id: number; access_version: number } | null;
  issuedAt: number;
  expiresAt: number;
}

export function issueToken(jwt: JWT, input: TokenInput): string {
  const payload: Record<string, unknown> = {
    sub: String(input.adminId),
    sid: input.sessionId,
    iat: Math.floor(input.issuedAt / 1000),
    exp: Math.floor(input.expiresAt / 1000),
  };
  if (input.original) {
    payload.orig = input.original.id;
    payload.oav = input.original.access_version;
  }
  return jwt.sign(payload);
}

/** A refusal keeps the claims when the signature held (an expired token): the log says whose it was. */
export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: string; claims?: TokenClaims };

/** How long and how many tokens whose signature and claims held are kept, per signing secret. */
export const TOKEN_CACHE = { ttlMs: 60_000, maxEntries: 10_000 } as const;

/**
 * Tokens read lately, by their text, per @fastify/jwt instance (one secret each): a token's signature
 * and claims never change, so the next calls of the same token skip the HMAC and the claims' schema
 * (issue 21). Only what held is kept; expiry is still checked on every call, and whether the session
 * lives is the session check's (accounts/session-check.ts), never this cache's.
 */
const readTokens = new WeakMap<JWT, Map<string, { claims: TokenClaims; readAt: number }>>();

function verifiedClaims(jwt: JWT, token: string, now: number): TokenCheck {
  let read = readTokens.get(jwt);
  if (!read) readTokens.set(jwt, (read = new Map()));
  const kept = read.get(token);
  if (kept && now >= kept.readAt && now - kept.readAt < TOKEN_CACHE.ttlMs) return { ok: true, claims: kept.claims };
  const check = verifiedNow(jwt, token);
  if (check.ok) {
    read.delete(token);
    read.set(token, { claims: check.claims, readAt: now });
    if (read.size > TOKEN_CACHE.maxEntries) read.delete(read.keys().next().value!);
  }
  return check;
}

/** Signature, algorithm and audience by @fastify/jwt, then the claims' shape. */
function verifiedNow(jwt: JWT, token: string): TokenCheck {
  let decoded: unknown;
  try {
    decoded = jwt.verify(token);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'invalid';
    return {
      ok: false,
      reason: `token-${code
        .replace(/^FAST_JWT_/, '')
        .toLowerCase()
        .replaceAll('_', '-')}`,
    };
  }
  const parsed = ZTokenClaims.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: 'token-claims' };
  return { ok: true, claims: parsed.data };
}

/** Signature, algorithm and audience by @fastify/jwt (kept a minute once they held); expiry against the gateway's clock. */
export function readToken(jwt: JWT, token: string, now: number): TokenCheck {
  const check = verifiedClaims(jwt, token, now);
  if (!check.ok) return check;
  if (check.claims.exp * 1000 <= now) return { ok: false, reason: 'token-expired', claims: check.claims };
  return check;
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
