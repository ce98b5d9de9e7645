import { ADMIN_ACCESS_MESSAGES, ADMIN_CALL, PERMISSION_GROUP_MESSAGES } from '@bo/contract';
import { bodyErrorsAs422, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { loadAccess, writeAccess } from '../../admins/access-write.ts';

/**
 * GET and PUT /api/admins/:id/access: an admin's role, modules and main page (rules and messages in the
 * contract, src/admins/access.ts), written by writeAccess (src/admins/access-write.ts): access_version
 * bumped, so the gateway ends the admin's sessions on their next request, and an admin-logs action with
 * the access before and after. A direct edit ends the admin's membership of a permission group.
 * PUT /api/admins/:id/permission-group gives a group's modules and main page through the same write.
 */
export const adminAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, ADMIN_CALL.access, async (request) => {
    const access = await loadAccess(app.db, request.params.id);
    if (!access) throw notFound(ADMIN_ACCESS_MESSAGES.adminNotFound(request.params.id));
    return { data: access };
  });

  routeCall(app, ADMIN_CALL.updateAccess, async (request) => {
    const { id } = request.params;
    const data = await app.db.transaction(async (tx) => {
      const after = await writeAccess(tx, request.ctx, id, request.body, request.url);
      await tx.query('DELETE FROM admin.admin_permission_group_members WHERE admin_id = $1', [id]);
      return after;
    });
    return { data };
  });

  routeCall(app, ADMIN_CALL.applyPermissionGroup, async (request) => {
    const { id } = request.params;
    const groupId = request.body.group_id;
    return app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ name: string; modules: string[]; main_page: string | null }>(
        'SELECT name, modules, main_page FROM admin.admin_permission_groups WHERE id = $1 FOR SHARE',
        [groupId],
      );
      const group = rows[0];
      if (!group) throw notFound(PERMISSION_GROUP_MESSAGES.groupNotFound(groupId));
      const target = await loadAccess(tx, id);
      if (!target) throw notFound(ADMIN_ACCESS_MESSAGES.adminNotFound(id));
      // The role stays; the group gives modules and main page only.
      const after = await writeAccess(
        tx,
        request.ctx,
        id,
        { role: target.role as 1 | 2 | 3, modules: group.modules, main_page: group.main_page },
        request.url,
        { permission_group_id: groupId },
      );
      await tx.query(
        `INSERT INTO admin.admin_permission_group_members (admin_id, group_id, applied_by, applied_at) VALUES ($1, $2, $3, now())
           ON CONFLICT (admin_id) DO UPDATE SET group_id = EXCLUDED.group_id, applied_by = EXCLUDED.applied_by, applied_at = now()`,
        [id, groupId, request.ctx.adminId],
      );
      return { data: after, message: PERMISSION_GROUP_MESSAGES.applied(group.name, after.name) };
    });
  });
};
