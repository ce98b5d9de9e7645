import { USER_DETAILS_MESSAGES, USER_DETAILS_CALL } from '@bo/contract';
import { notFound, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { findRelatedAccounts, sameOffersTaken } from '../../../user-details/accounts.ts';
import { PATTERN_USERS_LISTED } from '../../../user-details/constants.ts';
import { isoRequired, percent } from '../../../user-details/format.ts';
import { assertUserExists } from '../../../user-details/lookup.ts';
import { PATTERN_WHERE, patternFigures, patternParams, type SignupPattern } from '../../../user-details/pattern.ts';

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
    const { rows } = await app.db.query<{
      app_id: number;
      country_code: string | null;
      external_source: string | null;
      created_at: Date;
    }>('SELECT app_id, btrim(country_code) AS country_code, external_source, created_at FROM admin.users WHERE id = $1', [userId]);
    const user = rows[0];
    if (!user) throw notFound(USER_DETAILS_MESSAGES.userNotFound(userId));
    const pattern: SignupPattern = {
      app_id: request.query.app_id ?? user.app_id,
      country_code: request.query.country_code ?? user.country_code,
      external_source: request.query.external_source ?? user.external_source,
      around: user.created_at,
    };
    const figures = await patternFigures(app.db, pattern, userId);
    const listed =
      pattern.country_code === null || pattern.external_source === null
        ? []
        : (
            await app.db.query<{ id: number; status: number; email: string | null; created_at: Date }>(
              `SELECT o.id, o.status, o.email, o.created_at FROM admin.users o WHERE ${PATTERN_WHERE} ORDER BY o.created_at DESC, o.id DESC LIMIT $7`,
              [...patternParams(pattern, userId), PATTERN_USERS_LISTED],
            )
          ).rows;
    return {
      data: listed.map((u) => ({ id: Number(u.id), status: u.status, email: u.email, created_at: isoRequired(u.created_at) })),
      total: figures.total,
      banned_percentage: percent(figures.banned, figures.total),
      banned_percentage_24h: percent(figures.banned24h, figures.total24h),
    };
  });
};
