import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { TOKEN_AUDIENCE } from '../../limits.ts';

/**
 * @fastify/jwt with HS256 only: a token whose header names another algorithm (none, HS512, RS256)
 * is refused before its signature is looked at. Expiry is checked against the gateway's clock in
 * accounts/tokens.ts, hence ignoreExpiration here.
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
      },
    });
  },
  { name: 'jwt' },
);
