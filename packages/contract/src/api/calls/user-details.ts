import { SIGNED_IN, withStepUp, type ApiCall, type HttpMethod } from '../types.ts';
import { PRODUCTS } from '../../products.ts';
import { resourceExtraCalls } from '../../resources/extra-calls.ts';
import { productUserDetailsRouteName } from '../../routes/products.ts';

/** The user-details page's permission (route user_details): every read call about a platform user needs it. */
const USER_DETAILS = 'user_details';
const OFFER_DETAILS = 'offer_details';

const call = (name: string, method: HttpMethod, path: string, permission: ApiCall['permission'] = USER_DETAILS): ApiCall => ({
  name: `userDetails.${name}`,
  method,
  path,
  upstream: 'admin',
  permission,
});

/**
 * The sibling-app hover cards, each guarded by that product's user-details page (fs_user_details ...).
 * A card another area already catalogues (EarnStar's, beside the resources) is left to that entry.
 */
const siblingCards: ApiCall[] = PRODUCTS.map((p) =>
  call(`${p.prefix}.basic`, 'GET', `/api/${p.project}/user/:id/basic`, productUserDetailsRouteName(p.prefix)),
).filter((c) => !resourceExtraCalls.some((extra) => extra.path === c.path));

/** The read calls of the user-details screen (specification 02, section 7), answered by admin-api. */
export const userDetailsCalls: readonly ApiCall[] = [
  call('show', 'GET', '/api/user/:id'),
  call('basic', 'GET', '/api/user/:id/basic'),
  ...siblingCards,
  call('offer.basic', 'GET', '/api/offer/:id/basic', OFFER_DETAILS),
  call('highRiskProfilingUsers', 'GET', '/api/ip-log/high-risk-metric/user-profiling/:answer1/:answer2/'),
  call('usersByCarrier', 'GET', '/api/user/users-by-carrier/:carrier'),
  call('exchangeRate', 'GET', '/api/apps/:appId/exchange-rate'),
  call('liveQuerySurveys', 'GET', '/api/user/:id/live-query-surveys'),
  call('databaseData', 'GET', '/api/user/:id/database-data'),
  // Personal data needs a recent sign-in or re-authentication (issue 24, item 5).
  withStepUp(call('personalData', 'GET', '/api/user/:id/personal-data')),
  call('offerDetails', 'GET', '/api/user/:id/offer-details'),
  call('buyerBans', 'GET', '/api/user/:userId/buyer-bans/:id'),
  call('checkBreaches', 'GET', '/api/user/:hash/check-breaches'),
  call('checkConnectedAccounts', 'GET', '/api/user/:hash/check-connected-accounts'),
  call('iapDataGroupOffer', 'GET', '/api/user/:userId/iap-data-group-offer'),
  call('sameOffersTaken', 'GET', '/api/user/:userId/same-offers-taken'),
  call('lifetimeReconciliations', 'GET', '/api/user/:userId/lifetime-reconciliations'),
  call('patternRiskUsers', 'GET', '/api/user/:userId/pattern-risk-users'),
  call('iapData', 'GET', '/api/user/:userId/iap-data/:offerId'),
  call('eventSteps', 'GET', '/api/user/:userId/event-steps/:rewardId'),
  call('profiling.similar', 'GET', '/api/user-profiling/:id/similar'),
  call('profiling.basics', 'GET', '/api/user-profiling/:id/basics'),
  call('profiling.fraudEmailDomains', 'GET', '/api/user-profiling/fraud-email-domains'),
  // Reference data for the country select: any signed-in admin.
  call('countries', 'GET', '/api/countries', SIGNED_IN),
];
