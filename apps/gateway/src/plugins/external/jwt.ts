import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { TOKEN_AUDIENCE } from '../../limits.ts';

/**
 * @fastify/jwt with HS256 only: a token whose header names another algorithm (none, HS512, RS256)
 * is refused before its signature is looked at. Expiry is checked against the gateway's clock in
 * accounts/tokens.ts, hence ignoreExpiration here. Whether the session still lives is asked on every
 * call (plugins/app/authenticate.ts), never cached here.
 */
export default fp(
  async (app, opts: { secret: string }) => {
    await app.register(jwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', aud: TOKEN_AUDIENCE },
      verify: {
        algorithms: ['HS256'],
        allowedAud: TOKEN_AUDIENCE,
        ignoreExpiration: true,
        ignoreNotBefore: true,
        requiredClaims: ['sub', 'sid', 'aud', 'iat', 'exp'],
        // A signature checked once holds for good (one secret per process): the next calls of the same
        // token within a minute skip the HMAC and the decoding. Refusals are not kept.
        cache: 10_000,
        cacheTTL: 60_000,
      },
    });
  },
  { name: 'jwt' },
);
