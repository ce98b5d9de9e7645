import {
  ADMIN_ACCESS_MESSAGES,
  ADMIN_LOG_SERVER_ACTIONS,
  ZAdminAccessAnswer,
  ZAdminAccessChange,
  ZAdminAccessParams,
  adminAccessIssues,
  adminAccessRefusal,
  normalisedModules,
  type AdminAccess,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { bodyErrorsAs422, fieldErrors, forbidden, notFound, unprocessable, type FastifyPluginAsyncZod } from '@bo/server-kit';

interface AccessRow {
  id: number;
  name: string;
  email: string;
  role: number;
  modules: string[];
  main_page: string | null;
}

const ACCESS_COLUMNS = `id, name, email, role,
  coalesce(ARRAY(SELECT jsonb_array_elements_text(coalesce(permissions->'modules', '[]'::jsonb))), '{}') AS modules,
  permissions->>'main_page' AS main_page`;

async function loadAccess(db: Queryable, id: number, lock = false): Promise<AdminAccess | null> {
  const { rows } = await db.query<AccessRow>(`SELECT ${ACCESS_COLUMNS} FROM core.admins WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/**
 * GET and PUT /api/admins/:id/access: an admin's role, modules and main page (rules and messages in the
 * contract, src/admins/access.ts). The write bumps access_version, so the gateway ends the admin's
 * sessions on their next request, and leaves an admin-logs action with the access before and after.
 */
export const adminAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  app.get('/api/admins/:id/access', { schema: { params: ZAdminAccessParams, response: { 200: ZAdminAccessAnswer } } }, async (request) => {
    const access = await loadAccess(app.db, request.params.id);
    if (!access) throw notFound(ADMIN_ACCESS_MESSAGES.adminNotFound(request.params.id));
    return { data: access };
  });

  app.put(
    '/api/admins/:id/access',
    { schema: { params: ZAdminAccessParams, body: ZAdminAccessChange, response: { 200: ZAdminAccessAnswer } } },
    async (request) => {
      const { id } = request.params;
      const change = { ...request.body, modules: normalisedModules(request.body.modules) };
      const { adminId, originalAdminId } = request.ctx;
      const data = await app.db.transaction(async (tx) => {
        const actor = await loadAccess(tx, adminId);
        const before = await loadAccess(tx, id, true);
        if (!before) throw notFound(ADMIN_ACCESS_MESSAGES.adminNotFound(id));
        const actorAccess = { id: adminId, originalId: originalAdminId ?? null, role: request.ctx.role, modules: actor?.modules ?? [] };
        const refusal = adminAccessRefusal(actorAccess, before, change);
        if (refusal) throw forbidden(refusal);
        const issues = adminAccessIssues(actorAccess, change, before.modules);
        if (issues.length > 0) throw unprocessable(fieldErrors(issues.map((i) => ({ path: [i.path], message: i.message }))));
        await tx.query(
          `UPDATE core.admins
              SET role = $2,
                  permissions = jsonb_build_object('modules', $3::jsonb, 'main_page', $4::text),
                  access_version = access_version + 1
            WHERE id = $1`,
          [id, change.role, JSON.stringify(change.modules), change.main_page ?? null],
        );
        const after = (await loadAccess(tx, id))!;
        await tx.query(
          `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
           VALUES ($1, $2, 'action', $3, $4, $5::jsonb, 'server')`,
          [
            adminId,
            originalAdminId ?? null,
            ADMIN_LOG_SERVER_ACTIONS.adminAccess,
            request.url,
            JSON.stringify({ admin_id: id, before, after }),
          ],
        );
        return after;
      });
      return { data };
    },
  );
};
