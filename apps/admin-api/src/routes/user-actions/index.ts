import type { FastifyPluginAsyncZod } from '@bo/server-kit';

/**
 * The write calls on a platform user (specification 02, sections 4, 5 and 7; catalogue:
 * packages/contract src/api/calls/user-actions.ts). Each action runs in one transaction with its
 * audit entry (audit.ts). Each area registers its plugin here.
 */
export const userActionRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Areas register their route plugins below, one line each.
};
