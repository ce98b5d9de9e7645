import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { ASSIGNABLE_SUPPORT_REVIEW_STATUSES, SUPPORT_CALL, UNASSIGNED_ADMIN_ID, userReviewStatus, userStatus } from '@bo/contract';

/** How many users the user filter offers (the latest reviews'); the filter also takes any typed id. */
const USER_OPTIONS_MAX = 500;

/**
 * GET /support/api/user-reviews/list/filters: the option lists of the filter bar. The admin options
 * are the assignable review admins (status 0 included, specification 03) and anyone still holding reviews.
 */
export const userReviewFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SUPPORT_CALL.reviewFilters, async () => {
    const [users, admins, apps, countries] = await Promise.all([
      app.db.query<{ user_id: number }>('SELECT user_id FROM support.user_reviews ORDER BY created_at DESC, uuid LIMIT $1', [
        USER_OPTIONS_MAX,
      ]),
      app.db.query<{ id: number; name: string }>(
        `SELECT id, name FROM core.admins
          WHERE (is_review_admin AND support_review_status = ANY($1::int[]))
             OR id IN (SELECT assignee_admin_id FROM support.user_reviews WHERE assignee_admin_id IS NOT NULL)
          ORDER BY name, id`,
        [[...ASSIGNABLE_SUPPORT_REVIEW_STATUSES]],
      ),
      app.db.query<{ id: number; name: string }>(
        'SELECT DISTINCT a.id, a.name FROM support.user_reviews r JOIN admin.users u ON u.id = r.user_id JOIN core.apps a ON a.id = u.app_id ORDER BY a.name',
      ),
      app.db.query<{ code: string; name: string }>(
        `SELECT DISTINCT c.code::text AS code, c.name FROM support.user_reviews r JOIN admin.users u ON u.id = r.user_id
           JOIN core.countries c ON c.code = u.country_code ORDER BY c.name`,
      ),
    ]);
    return {
      user_id: users.rows.map((r) => ({ value: r.user_id, label: `#${r.user_id}` })),
      admin_id: [{ value: UNASSIGNED_ADMIN_ID, label: 'Not assigned' }, ...admins.rows.map((r) => ({ value: r.id, label: r.name }))],
      apps: apps.rows.map((r) => ({ value: r.id, label: r.name })),
      user_status: userStatus.options.map((o) => ({ value: o.value, label: o.label })),
      status: userReviewStatus.options.map((o) => ({ value: o.value, label: o.label })),
      countries: countries.rows.map((r) => ({ value: r.code, label: r.name })),
    };
  });
};
