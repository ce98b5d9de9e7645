import {
  ADMIN_ACCESS_MESSAGES,
  ADMIN_LOG_SERVER_ACTIONS,
  adminAccessIssues,
  adminAccessRefusal,
  normalisedModules,
  type AccessActor,
  type AdminAccess,
  type AdminAccessChange,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { fieldErrors, forbidden, notFound, unprocessable } from '@bo/server-kit';

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

export async function loadAccess(db: Queryable, id: number, lock = false): Promise<AdminAccess | null> {
  const { rows } = await db.query<AccessRow>(`SELECT ${ACCESS_COLUMNS} FROM core.admins WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** Who edits access: the account acting (and the person behind it when switched), with its role. */
export interface AccessEditor {
  adminId: number;
  originalAdminId: number | null;
  role: number;
}

/** The editor with the modules it holds, as the contract's rules read it. */
export async function accessActor(db: Queryable, editor: AccessEditor): Promise<AccessActor> {
  const actor = await loadAccess(db, editor.adminId);
  return { id: editor.adminId, originalId: editor.originalAdminId, role: editor.role, modules: actor?.modules ?? [] };
}

/**
 * The one access edit of /admins (PUT /api/admins/:id/access, and a permission group applied or changed):
 * in the caller's transaction, the contract's refusal (403) and field rules (422), then role, modules and
 * main page written with access_version bumped (the gateway ends that admin's sessions on their next
 * request, and the websocket hubs at their re-check), and an admin-logs action with the access before and
 * after. `extra` goes into the log's data (the group applied).
 */
export async function writeAccess(
  tx: Queryable,
  editor: AccessEditor,
  id: number,
  requested: AdminAccessChange,
  url: string,
  extra: Record<string, unknown> = {},
): Promise<AdminAccess> {
  const change = { ...requested, modules: normalisedModules(requested.modules) };
  const actor = await accessActor(tx, editor);
  const before = await loadAccess(tx, id, true);
  if (!before) throw notFound(ADMIN_ACCESS_MESSAGES.adminNotFound(id));
  const refusal = adminAccessRefusal(actor, before, change);
  if (refusal) throw forbidden(refusal);
  const issues = adminAccessIssues(actor, change, before.modules);
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
      editor.adminId,
      editor.originalAdminId,
      ADMIN_LOG_SERVER_ACTIONS.adminAccess,
      url,
      JSON.stringify({ admin_id: id, before, after, ...extra }),
    ],
  );
  return after;
}
