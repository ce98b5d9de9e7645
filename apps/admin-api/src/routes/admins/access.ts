import { ADMIN_ACCESS_MESSAGES, ADMIN_CALL } from '@bo/contract';
import { bodyErrorsAs422, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { loadAccess } from '../../admins/access-write.ts';
import { applyPermissionGroup, editAccess } from '../../admins/group-membership.ts';

/**
 * GET and PUT /api/admins/:id/access: an admin's role, modules and main page (rules and messages in the
 * contract, src/admins/access.ts), written by writeAccess (src/admins/access-write.ts): access_version
 * bumped, so the gateway ends the admin's sessions on their next request, and an admin-logs action with
 * the access before and after. A direct edit ends the admin's membership of a permission group.
 * PUT /api/admins/:id/permission-group gives a group's modules and main page through the same write
 * (src/admins/group-membership.ts).
 */
export const adminAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, ADMIN_CALL.access, async (request) => {
    const access = await loadAccess(app.db, request.params.id);
    if (!access) throw notFound(ADMIN_ACCESS_MESSAGES.adminNotFound(request.params.id));
    return { data: access };
  });

  routeCall(app, ADMIN_CALL.updateAccess, async (request) => ({
    data: await editAccess(app.db, request.ctx, request.params.id, request.body, request.url),
  }));

  routeCall(app, ADMIN_CALL.applyPermissionGroup, async (request) =>
    applyPermissionGroup(app.db, request.ctx, request.params.id, request.body.group_id, request.url),
  );
};
