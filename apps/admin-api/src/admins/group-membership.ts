import { ADMIN_ACCESS_MESSAGES, PERMISSION_GROUP_MESSAGES, type AdminAccess, type AdminAccessChange } from '@bo/contract';
import type { Db } from '@bo/db';
import { notFound } from '@bo/server-kit';
import { loadAccess, writeAccess, type AccessEditor } from './access-write.ts';

/** PUT /api/admins/:id/access through writeAccess: a direct edit ends the admin's membership of a permission group. */
export function editAccess(db: Db, editor: AccessEditor, id: number, change: AdminAccessChange, url: string): Promise<AdminAccess> {
  return db.transaction(async (tx) => {
    const after = await writeAccess(tx, editor, id, change, url);
    await tx.query('DELETE FROM admin.admin_permission_group_members WHERE admin_id = $1', [id]);
    return after;
  });
}

/**
 * PUT /api/admins/:id/permission-group: the group's modules and main page through writeAccess (the log names the
 * group), and the admin a member of the group. 404 for an unknown group or admin.
 */
export function applyPermissionGroup(
  db: Db,
  editor: AccessEditor,
  id: number,
  groupId: number,
  url: string,
): Promise<{ data: AdminAccess; message: string }> {
  return db.transaction(async (tx) => {
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
      editor,
      id,
      { role: target.role as 1 | 2 | 3, modules: group.modules, main_page: group.main_page },
      url,
      { permission_group_id: groupId },
    );
    await tx.query(
      `INSERT INTO admin.admin_permission_group_members (admin_id, group_id, applied_by, applied_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (admin_id) DO UPDATE SET group_id = EXCLUDED.group_id, applied_by = EXCLUDED.applied_by, applied_at = now()`,
      [id, groupId, editor.adminId],
    );
    return { data: after, message: PERMISSION_GROUP_MESSAGES.applied(group.name, after.name) };
  });
}
