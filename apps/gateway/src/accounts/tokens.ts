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

/** Signature, algorithm and audience by @fastify/jwt; expiry against the gateway's clock. */
export function readToken(jwt: JWT, token: string, now: number): TokenCheck {
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
  if (parsed.data.exp * 1000 <= now) return { ok: false, reason: 'token-expired', claims: parsed.data };
  return { ok: true, claims: parsed.data };
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
