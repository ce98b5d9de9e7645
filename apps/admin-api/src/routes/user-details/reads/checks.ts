import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { findConnectedAccounts, presentAccounts } from '../../../user-details/accounts.ts';
import { markEmailChecked } from '../../../user-details/email-checks.ts';
import { userIdByHash } from '../../../user-details/lookup.ts';
import { loadEmailChecks, presentBreaches, presentConnectedStatus } from '../../../user-details/details/outside-feeds.ts';

/** GET /api/user/:hash/check-breaches and /check-connected-accounts. */
export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.checkBreaches, async (request) => {
    const userId = await userIdByHash(app.db, request.params.hash);
    await markEmailChecked(app.db, userId, 'breaches_checked_at');
    return { data: presentBreaches(await loadEmailChecks(app.db, userId), new Date(), true) };
  });

  routeCall(app, USER_DETAILS_CALL.checkConnectedAccounts, async (request) => {
    const userId = await userIdByHash(app.db, request.params.hash);
    await markEmailChecked(app.db, userId, 'connected_checked_at');
    const [checks, connected] = await Promise.all([loadEmailChecks(app.db, userId), findConnectedAccounts(app.db, userId)]);
    return { data: { ...presentConnectedStatus(checks, true), results: await presentAccounts(app.db, connected) } };
  });
};
