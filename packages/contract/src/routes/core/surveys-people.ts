import { SUB_PERMISSION as P } from '../../permissions/names.ts';
import { detailPage, page } from '../define.ts';
import type { RouteDef } from '../types.ts';

/** Home, admin, surveys and people (specification 01, 2.3, first two bullets). */
export const surveysAndPeopleRoutes: readonly RouteDef[] = [
  page('/', 'Dashboard', 'monitoring'),
  page('/admin/dashboard', 'Admin Dashboard', 'monitoring'),
  page('/surveys', 'Surveys', 'surveys'),
  detailPage('/survey/:surveyId', 'survey_details', 'Survey Details', 'surveys', { flags: { main: 'survey' } }),
  page('/publishers', 'Publishers', 'publishers'),
  detailPage('/publisher/:publisherId', 'publisher_details', 'Publisher Details', 'publishers'),
  page('/qualifications', 'Qualifications', 'surveys'),
  page('/apps', 'Apps', 'publishers', { subPermissions: [P.appSurveyStopResume] }),
  detailPage('/apps/:appId', 'app_details', 'App Details', 'publishers'),
  page('/payments', 'Payments', 'users'),
  page('/statistics', 'Statistics', 'monitoring.statistics'),
  page('/users', 'Users', 'users'),
  page('/review-user', 'Review User', 'users'),
  detailPage('/user/:userId', 'user_details', 'User Details', 'users', {
    flags: { main: 'user' },
    subPermissions: [P.userCredit, P.offerEventCredit, P.userPayoutLimits],
  }),
  page('/feedback', 'Feedback', 'users'),
  page('/chat', 'Chat', 'monitoring.chat', { subPermissions: [P.manageMacros] }),
  page('/ab-tests', 'A/B Tests', 'config'),
  page('/claims-overview', 'Claims Overview', 'users'),
];
