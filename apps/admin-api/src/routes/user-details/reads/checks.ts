import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { findConnectedAccounts, presentAccounts } from '../../../user-details/accounts.ts';
import { userIdByHash } from '../../../user-details/lookup.ts';
import { loadEmailChecks, presentBreaches, presentConnectedStatus } from '../details/outside-feeds.ts';

/**
 * Runs a check for the screen: the outside services' results are already in the feed tables; running
 * the check records when staff looked, so the page shows the result from then on instead of "not checked".
 */
async function markChecked(
  app: Parameters<FastifyPluginAsyncZod>[0],
  userId: number,
  column: 'breaches_checked_at' | 'connected_checked_at',
): Promise<void> {
  await app.db.query(
    `INSERT INTO admin.user_email_checks (user_id, ${column}) VALUES ($1, now()) ON CONFLICT (user_id) DO UPDATE SET ${column} = now()`,
    [userId],
  );
}

/** GET /api/user/:hash/check-breaches and /check-connected-accounts. */
export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.checkBreaches, async (request) => {
    const userId = await userIdByHash(app.db, request.params.hash);
    await markChecked(app, userId, 'breaches_checked_at');
    return { data: presentBreaches(await loadEmailChecks(app.db, userId), new Date(), true) };
  });

  routeCall(app, USER_DETAILS_CALL.checkConnectedAccounts, async (request) => {
    const userId = await userIdByHash(app.db, request.params.hash);
    await markChecked(app, userId, 'connected_checked_at');
    const [checks, connected] = await Promise.all([loadEmailChecks(app.db, userId), findConnectedAccounts(app.db, userId)]);
    return { data: { ...presentConnectedStatus(checks, true), results: await presentAccounts(app.db, connected) } };
  });
};
