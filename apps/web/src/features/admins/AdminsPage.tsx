import { ADMIN_ROLE, adminsResource, can, SUB_PERMISSION, SUPREME_ADMIN_ID } from '@bo/contract';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { AdminAccessModal } from './access/AdminAccessModal.tsx';
import { InviteModal, ResetLinkModal } from './links/AccountLinkModals.tsx';
import { ResetFactorsModal } from './links/ResetFactorsModal.tsx';

/**
 * /admins: the staff accounts on the table engine, with 'Edit access' on each row for admins holding
 * admin_access_edit (never on their own row, nor the supreme super admin's: the server refuses both).
 * Super admins also invite by a one-time link, hand out password reset links and reset a member's
 * second factor (issue 24).
 */
export default function AdminsPage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const [editing, setEditing] = useState<number | null>(null);
  const [resetting, setResetting] = useState<{ id: number; name: string } | null>(null);
  const [resettingFactors, setResettingFactors] = useState<{ id: number; name: string } | null>(null);
  const [inviteOpened, inviteModal] = useDisclosure(false);
  const mayEdit = admin !== null && can(admin, SUB_PERMISSION.adminAccessEdit);
  const isSuperAdmin = admin?.role === ADMIN_ROLE.superAdmin;
  const rowActions = useCallback(
    (row: ListRow) => {
      const id = Number(row.id);
      const name = String(row.name);
      if (!admin || id === admin.id || id === SUPREME_ADMIN_ID) return null;
      return (
        <Group gap={4} wrap="nowrap">
          {mayEdit && (
            <Button size="compact-xs" variant="light" onClick={() => setEditing(id)} aria-label={`Edit access of ${name}`}>
              Edit access
            </Button>
          )}
          {isSuperAdmin && (
            <Button
              size="compact-xs"
              variant="light"
              color="orange"
              onClick={() => setResetting({ id, name })}
              aria-label={`Password reset link for ${name}`}
            >
              Reset link
            </Button>
          )}
          {isSuperAdmin && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setResettingFactors({ id, name })}
              aria-label={`Reset two-factor of ${name}`}
            >
              Reset 2FA
            </Button>
          )}
        </Group>
      );
    },
    [admin, mayEdit, isSuperAdmin],
  );
  return (
    <>
      {isSuperAdmin && (
        <Group justify="flex-end" mb="xs">
          <Button size="xs" onClick={inviteModal.open}>
            Invite admin
          </Button>
        </Group>
      )}
      <TableScreen resource={adminsResource} title={route?.title} rowActions={mayEdit || isSuperAdmin ? rowActions : undefined} />
      <AdminAccessModal adminId={editing} onClose={() => setEditing(null)} />
      <ResetLinkModal target={resetting} onClose={() => setResetting(null)} />
      <ResetFactorsModal target={resettingFactors} onClose={() => setResettingFactors(null)} />
      <InviteModal opened={inviteOpened} onClose={inviteModal.close} />
    </>
  );
}
