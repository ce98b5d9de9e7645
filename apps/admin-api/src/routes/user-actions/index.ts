import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { creditRoutes } from './credit/index.ts';
import { offerEventRoutes } from './offer-events/index.ts';
import { userSettingsRoutes } from './settings/index.ts';
import { statusApprovalRoutes } from './status/approval/index.ts';
import { userBulkStatusRoute } from './status/bulk-route.ts';
import { userStatusRoute } from './status/route.ts';
import { supplierActionRoutes } from './supplier/routes.ts';

/**
 * The write calls on a platform user (specification 02, sections 4, 5 and 7; catalogue:
 * packages/contract src/api/calls/user-actions.ts). Each action runs in one transaction with its
 * audit entry (audit.ts). Each area registers its plugin here.
 */
export const userActionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Areas register their route plugins below, one line each.
  await app.register(userStatusRoute);
  await app.register(userBulkStatusRoute);
  await app.register(statusApprovalRoutes);
  await app.register(supplierActionRoutes);
  await app.register(userSettingsRoutes);
  await app.register(creditRoutes);
  await app.register(offerEventRoutes);
};
