import { routeByName } from '../../routes/lookup.ts';
import {
  EARN_STAR_USER_BASIC_CALL,
  SURVEY_BASIC_CALL,
  SURVEY_CLICK_BREAKDOWN_CALL,
  type ResourceExtraCall,
} from '../../resources/extra-calls.ts';

/**
 * The cards beside the table screens, apart from the calls generated from every resource definition
 * (resources.ts): a table route's hover cards import these, and must not download every screen's definition.
 */

/** A page's main permission from the route table; a resource naming an unknown route is a bug. */
export function routePermission(routeName: string): string {
  const route = routeByName(routeName);
  if (!route) throw new Error(`Resource route ${routeName} is not in the route table`);
  return route.permission;
}

/** A card beside the table screens as a call: admin-api's, on its page's permission unless it names another. */
const cardCall = <const C extends ResourceExtraCall>({ routeName, ...card }: C) => ({
  ...card,
  upstream: 'admin' as const,
  permission: card.permission ?? routePermission(routeName),
});

/** The cards and modals beside the table screens, with their schemas (admin-api's routeCall, the SPA's callApi). */
export const RESOURCE_CARD_CALL = {
  surveyBasic: cardCall(SURVEY_BASIC_CALL),
  surveyClickBreakdown: cardCall(SURVEY_CLICK_BREAKDOWN_CALL),
  earnStarUserBasic: cardCall(EARN_STAR_USER_BASIC_CALL),
} as const;
