import { page } from '../define.ts';
import type { RouteDef } from '../types.ts';

/** Chat and support (specification 01, 2.3, twelfth bullet). */
export const chatSupportRoutes: readonly RouteDef[] = [
  page('/chat-dashboard', 'Chat Dashboard', 'monitoring.chat'),
  page('/job-logs', 'Job Logs', 'log'),
  page('/find-data', 'Find Data', 'users'),
  page('/chat-weekly-productivity', 'Chat Weekly Productivity', 'monitoring.chat'),
  page('/chat-weekly-csat', 'Chat Weekly CSAT', 'monitoring.chat'),
  page('/chat-first-response-time', 'Chat First Response Time', 'monitoring.chat'),
  page('/chat-service-overview', 'Chat Service Overview', 'monitoring.chat'),
];

/** More (specification 01, 2.3, thirteenth bullet). */
export const moreRoutes: readonly RouteDef[] = [
  page('/user-profiling-lookup', 'User Profiling Lookup', 'users'),
  page('/survey-attacks-apps', 'Survey Attacks Apps', 'quality'),
  page('/click-ticket-productivity', 'Click Ticket Productivity', 'activity'),
  page('/user-bonus-offers', 'User Bonus Offers', 'users'),
  page('/missed-opportunities', 'Missed Opportunities', 'monitoring.report'),
  page('/publisher-api-request-log', 'Publisher API Request Log', 'publishers'),
  page('/master-report', 'Master Report', 'monitoring.report'),
];
