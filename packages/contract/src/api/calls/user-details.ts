import { SIGNED_IN, withStepUp, type ApiCall, type CallExtra, type HttpMethod } from '../types.ts';
import { PRODUCTS, type Product } from '../../products.ts';
import { resourceExtraCalls } from '../../resources/extra-calls.ts';
import { productUserDetailsRouteName } from '../../routes/products.ts';
import {
  ZAppIdParams,
  ZCarrierParams,
  ZFraudDomainQuery,
  ZHighRiskProfilingQuery,
  ZPageQuery,
  ZPatternRiskQuery,
  ZProfilingAnswerPairParams,
  ZUserBuyerBanParams,
  ZUserDetailsHashParams,
  ZUserDetailsIdParams,
  ZUserDetailsUserIdParams,
  ZUserEventStepsParams,
  ZUserIapParams,
} from '../../user-details/schemas/params.ts';
import { ZSiblingUserBasicAnswer, ZUserBasicAnswer } from '../../user-details/schemas/basic.ts';
import { ZUserDetailsAnswer } from '../../user-details/schemas/details.ts';
import {
  ZEventStepsAnswer,
  ZIapGroupAnswer,
  ZIapRowsAnswer,
  ZOfferBasicAnswer,
  ZOfferOverviewAnswer,
} from '../../user-details/schemas/offers.ts';
import { ZLiveQueryAnswer, ZLiveQueryQuery } from '../../user-details/schemas/live-query.ts';
import { ZCountriesAnswer, ZCountriesQuery, ZDatabaseDataAnswer, ZExchangeRateAnswer } from '../../user-details/schemas/reference.ts';
import {
  ZFraudDomainAnswer,
  ZHighRiskProfilingUsersAnswer,
  ZPersonalDataAnswer,
  ZProfilingBasicsAnswer,
  ZSimilarProfilingAnswer,
} from '../../user-details/schemas/profiling.ts';
import {
  ZCheckBreachesAnswer,
  ZCheckConnectedAccountsAnswer,
  ZPatternRiskUsersAnswer,
  ZSameOffersTakenAnswer,
  ZUsersByCarrierAnswer,
} from '../../user-details/schemas/accounts.ts';
import { ZBuyerBansAnswer } from '../../user-details/schemas/suppliers.ts';
import { ZLifetimeReconciliationsAnswer } from '../../user-details/schemas/reconciliation.ts';

/** The user-details page's permission (route user_details): every read call about a platform user needs it. */
const USER_DETAILS = 'user_details';
const OFFER_DETAILS = 'offer_details';

/** A read call of the user-details screen, with its summary and schemas (admin-api registers it with routeCall). */
const call = <const E extends CallExtra>(name: string, path: string, extra: E, permission: ApiCall['permission'] = USER_DETAILS) => ({
  name: `userDetails.${name}`,
  method: 'GET' as HttpMethod,
  path,
  upstream: 'admin' as const,
  permission,
  ...extra,
});

/** The card of a platform user of a sibling product, guarded by that product's user-details page (fs_user_details ...). */
export const siblingCardCall = (p: Product) =>
  call(
    `${p.prefix}.basic`,
    `/api/${p.project}/user/:id/basic`,
    { summary: `The card of a ${p.name} user`, params: ZUserDetailsIdParams, answer: ZSiblingUserBasicAnswer },
    productUserDetailsRouteName(p.prefix),
  );

/** The sibling-app hover cards; a card another area already catalogues (EarnStar's, beside the resources) is left to that entry. */
const siblingCards: ApiCall[] = PRODUCTS.map(siblingCardCall).filter((c) => !resourceExtraCalls.some((extra) => extra.path === c.path));

const userIdParams = { params: ZUserDetailsUserIdParams } as const;
const idParams = { params: ZUserDetailsIdParams } as const;

/** The read calls of the user-details screen (specification 02, section 7), answered by admin-api. */
export const USER_DETAILS_CALL = {
  show: call('show', '/api/user/:id', { summary: 'The user-details page of a user', ...idParams, answer: ZUserDetailsAnswer }),
  basic: call('basic', '/api/user/:id/basic', { summary: 'The card of a user', ...idParams, answer: ZUserBasicAnswer }),
  offerBasic: call(
    'offer.basic',
    '/api/offer/:id/basic',
    { summary: 'The card of an offer', ...idParams, answer: ZOfferBasicAnswer },
    OFFER_DETAILS,
  ),
  highRiskProfilingUsers: call('highRiskProfilingUsers', '/api/ip-log/high-risk-metric/user-profiling/:answer1/:answer2/', {
    summary: 'The users who gave the same pair of profiling answers',
    params: ZProfilingAnswerPairParams,
    query: ZHighRiskProfilingQuery,
    answer: ZHighRiskProfilingUsersAnswer,
  }),
  usersByCarrier: call('usersByCarrier', '/api/user/users-by-carrier/:carrier', {
    summary: 'A page of the users of a mobile carrier',
    params: ZCarrierParams,
    query: ZPageQuery,
    answer: ZUsersByCarrierAnswer,
  }),
  exchangeRate: call('exchangeRate', '/api/apps/:appId/exchange-rate', {
    summary: "An app's currency and exchange rate",
    params: ZAppIdParams,
    answer: ZExchangeRateAnswer,
  }),
  liveQuerySurveys: call('liveQuerySurveys', '/api/user/:id/live-query-surveys', {
    summary: 'The surveys live for the user now',
    ...idParams,
    query: ZLiveQueryQuery,
    answer: ZLiveQueryAnswer,
  }),
  databaseData: call('databaseData', '/api/user/:id/database-data', {
    summary: "The user's database record",
    ...idParams,
    answer: ZDatabaseDataAnswer,
  }),
  // Personal data needs a recent sign-in or re-authentication (issue 24, item 5).
  personalData: withStepUp(
    call('personalData', '/api/user/:id/personal-data', { summary: "The user's personal data", ...idParams, answer: ZPersonalDataAnswer }),
  ),
  offerDetails: call('offerDetails', '/api/user/:id/offer-details', {
    summary: "The user's offers and their events",
    ...idParams,
    answer: ZOfferOverviewAnswer,
  }),
  buyerBans: call('buyerBans', '/api/user/:userId/buyer-bans/:id', {
    summary: "The user's bans at a buyer",
    params: ZUserBuyerBanParams,
    answer: ZBuyerBansAnswer,
  }),
  checkBreaches: call('checkBreaches', '/api/user/:hash/check-breaches', {
    summary: "Whether the user's e-mail appears in known breaches",
    params: ZUserDetailsHashParams,
    answer: ZCheckBreachesAnswer,
  }),
  checkConnectedAccounts: call('checkConnectedAccounts', '/api/user/:hash/check-connected-accounts', {
    summary: 'The accounts connected to the user',
    params: ZUserDetailsHashParams,
    answer: ZCheckConnectedAccountsAnswer,
  }),
  iapDataGroupOffer: call('iapDataGroupOffer', '/api/user/:userId/iap-data-group-offer', {
    summary: "The user's in-app purchases, by offer",
    ...userIdParams,
    answer: ZIapGroupAnswer,
  }),
  sameOffersTaken: call('sameOffersTaken', '/api/user/:userId/same-offers-taken', {
    summary: 'The users who took the same offers',
    ...userIdParams,
    answer: ZSameOffersTakenAnswer,
  }),
  lifetimeReconciliations: call('lifetimeReconciliations', '/api/user/:userId/lifetime-reconciliations', {
    summary: "The user's reconciliations over their lifetime",
    ...userIdParams,
    answer: ZLifetimeReconciliationsAnswer,
  }),
  patternRiskUsers: call('patternRiskUsers', '/api/user/:userId/pattern-risk-users', {
    summary: 'The users sharing the risk pattern of the user',
    ...userIdParams,
    query: ZPatternRiskQuery,
    answer: ZPatternRiskUsersAnswer,
  }),
  iapData: call('iapData', '/api/user/:userId/iap-data/:offerId', {
    summary: "The user's in-app purchases of an offer",
    params: ZUserIapParams,
    answer: ZIapRowsAnswer,
  }),
  eventSteps: call('eventSteps', '/api/user/:userId/event-steps/:rewardId', {
    summary: 'The steps of an offer event of the user',
    params: ZUserEventStepsParams,
    answer: ZEventStepsAnswer,
  }),
  profilingSimilar: call('profiling.similar', '/api/user-profiling/:id/similar', {
    summary: 'The users with a profiling similar to the user',
    ...idParams,
    answer: ZSimilarProfilingAnswer,
  }),
  profilingBasics: call('profiling.basics', '/api/user-profiling/:id/basics', {
    summary: "The user's profiling basics",
    ...idParams,
    answer: ZProfilingBasicsAnswer,
  }),
  profilingFraudEmailDomains: call('profiling.fraudEmailDomains', '/api/user-profiling/fraud-email-domains', {
    summary: 'A page of the users of an e-mail domain',
    query: ZFraudDomainQuery,
    answer: ZFraudDomainAnswer,
  }),
  // Reference data for the country select: any signed-in admin.
  countries: call(
    'countries',
    '/api/countries',
    { summary: 'The countries, by name', query: ZCountriesQuery, answer: ZCountriesAnswer },
    SIGNED_IN,
  ),
} as const satisfies Record<string, ApiCall>;

/** The read calls of the user-details screen, and the sibling cards beside the user's own. */
const { show, basic, ...reads } = USER_DETAILS_CALL;
export const userDetailsCalls: readonly ApiCall[] = [show, basic, ...siblingCards, ...Object.values(reads)];
