import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { emailCampaignRoutes } from './campaigns/email-campaigns.ts';
import { pushCampaignRoutes } from './campaigns/push-campaigns.ts';
import { segmentRoutes } from './campaigns/segments.ts';

/**
 * Segments and campaigns of each project under /api/:project/ (specification 03; projects in
 * CAMPAIGN_PROJECTS, an unknown one is 404). The gateway checks each project's dynamic-campaign permission.
 */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(segmentRoutes);
  await app.register(emailCampaignRoutes);
  await app.register(pushCampaignRoutes);
};
