import { CAMPAIGN_ROUTE } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { listSegments, segmentCountries } from '../../campaigns/segments.ts';
import { campaignProject } from './project.ts';

/** A project's segments (10 a page, up to 999 for option loading) and the countries a segment can target (campaigns/segments.ts). */
export const segmentRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, CAMPAIGN_ROUTE.segmentList, async (request) => {
    const { page, per_page: perPage, filters } = request.body;
    return listSegments(app.db, campaignProject(request.params.project), filters, page, perPage);
  });

  routeCall(app, CAMPAIGN_ROUTE.segmentCountries, async (request) => {
    campaignProject(request.params.project);
    return { data: await segmentCountries(app.db) };
  });
};
