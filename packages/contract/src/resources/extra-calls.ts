/**
 * Cards and modals beside the table screens (specification 01, sections 3 and 7), served by
 * admin-api next to the resources. The path is registered as written by the server and the gateway.
 */
export interface ResourceExtraCall {
  name: string;
  method: 'GET';
  path: string;
  /** The page whose permission guards the call (unless `permission` names another). */
  routeName: string;
  permission?: string;
}

export const SURVEY_BASIC_CALL: ResourceExtraCall = {
  name: 'surveys.basic',
  method: 'GET',
  path: '/api/surveys/:id/basic',
  routeName: 'survey_details',
};
export const SURVEY_CLICK_BREAKDOWN_CALL: ResourceExtraCall = {
  name: 'surveys.click_breakdown',
  method: 'GET',
  path: '/api/surveys/:id/click-breakdown',
  routeName: 'survey_details',
  // The quick-link bar's modal has a permission of its own (permissions/catalogue.ts).
  permission: 'clicks_breakdown',
};
export const EARN_STAR_USER_BASIC_CALL: ResourceExtraCall = {
  name: 'earn_star.user.basic',
  method: 'GET',
  path: '/api/earn-star/user/:id/basic',
  routeName: 'es_user_details',
};

export const resourceExtraCalls: readonly ResourceExtraCall[] = [SURVEY_BASIC_CALL, SURVEY_CLICK_BREAKDOWN_CALL, EARN_STAR_USER_BASIC_CALL];
