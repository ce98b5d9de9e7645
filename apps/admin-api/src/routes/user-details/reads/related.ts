import { USER_DETAILS_MESSAGES, USER_DETAILS_CALL } from '@bo/contract';
import { notFound, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { findRelatedAccounts, sameOffersTaken } from '../../../user-details/accounts.ts';
import { assertUserExists } from '../../../user-details/lookup.ts';
import { loadPatternRiskUsers } from '../../../user-details/related.ts';

/** GET /api/user/:userId/same-offers-taken and /pattern-risk-users. */
export const relatedUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.sameOffersTaken, async (request) => {
    const { userId } = request.params;
    await assertUserExists(app.db, userId);
    return { data: await sameOffersTaken(app.db, userId, await findRelatedAccounts(app.db, userId)) };
  });

  // Users of the user's sign-up pattern; the query may name another app, country or source.
  routeCall(app, USER_DETAILS_CALL.patternRiskUsers, async (request) => {
    const { userId } = request.params;
    const answer = await loadPatternRiskUsers(app.db, userId, request.query);
    if (!answer) throw notFound(USER_DETAILS_MESSAGES.userNotFound(userId));
    return answer;
  });
};
