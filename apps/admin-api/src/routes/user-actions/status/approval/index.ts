import { bodyErrorsAs422, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { statusApprovalDecisionRoutes } from './decide.ts';
import { statusApprovalRequestRoutes } from './request.ts';

/** The approval step of a status change (our rule: packages/contract src/user-actions/approval-rules.ts). */
export const statusApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  await app.register(statusApprovalRequestRoutes);
  await app.register(statusApprovalDecisionRoutes);
};
