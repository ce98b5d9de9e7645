import fp from 'fastify-plugin';
import { holdToTextRule } from '@bo/server-kit';

/**
 * The contract's text rule on every catalogued call, before anything is forwarded: query values and
 * path parameters, and the bodies the gateway parses itself (sign-in, register, switch account).
 * Proxied bodies stream through unread; the upstream holds them to the same rule once parsed.
 */
export default fp(
  async (app) => {
    holdToTextRule(app, (request) => !request.routeOptions.config.apiCall);
  },
  { name: 'text-rule' },
);
