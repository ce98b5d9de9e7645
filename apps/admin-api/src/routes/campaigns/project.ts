import { CAMPAIGN_MESSAGES, isCampaignProject, type CampaignProject } from '@bo/contract';
import { notFound } from '@bo/server-kit';

/** The :project of a campaign path; an unknown project is 404. */
export function campaignProject(project: string): CampaignProject {
  if (!isCampaignProject(project)) throw notFound(CAMPAIGN_MESSAGES.unknownProject(project));
  return project;
}
