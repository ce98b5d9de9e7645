import { adminsResource, can, SUB_PERMISSION, SUPREME_ADMIN_ID } from '@bo/contract';
import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { AdminAccessModal } from './access/AdminAccessModal.tsx';

/**
 * /admins: the staff accounts on the table engine, with 'Edit access' on each row for admins holding
 * admin_access_edit (never on their own row, nor the supreme super admin's: the server refuses both).
 */
export default function AdminsPage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const [editing, setEditing] = useState<number | null>(null);
  const mayEdit = admin !== null && can(admin, SUB_PERMISSION.adminAccessEdit);
  const rowActions = useCallback(
    (row: ListRow) => {
      const id = Number(row.id);
      if (!admin || id === admin.id || id === SUPREME_ADMIN_ID) return null;
      return (
        <Button size="compact-xs" variant="light" onClick={() => setEditing(id)} aria-label={`Edit access of ${String(row.name)}`}>
          Edit access
        </Button>
      );
    },
    [admin],
  );
  return (
    <>
      <TableScreen resource={adminsResource} title={route?.title} rowActions={mayEdit ? rowActions : undefined} />
      <AdminAccessModal adminId={editing} onClose={() => setEditing(null)} />
    </>
  );
}
