import { adminPermissionGroupsResource, adminsResource, can, SUB_PERMISSION, SUPREME_ADMIN_ID } from '@bo/contract';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import { useAdmins } from '../admins/api/get-admins.ts';
import { useApplyPermissionGroup } from './api/permission-groups.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';

export const PERMISSION_GROUP_LABELS = {
  apply: 'Apply to admin',
  title: (group: string) => `Apply ${group}`,
  admin: 'Admin',
  text: "The admin's modules and main page become the group's (the role stays), and follow the group's later changes. Their sessions end.",
  confirm: 'Apply',
  cancel: 'Cancel',
} as const;

/**
 * /admin-permission-groups: the groups on the table engine with the form engine's create, edit and
 * delete, and 'Apply to admin' for holders of Edit access (admin_access_edit) who may list the admins:
 * PUT /api/admins/:id/permission-group, the access edit of /admins.
 */
export default function PermissionGroupsPage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const [applying, setApplying] = useState<{ id: number; name: string } | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const mayApply = admin !== null && can(admin, SUB_PERMISSION.adminAccessEdit) && can(admin, adminsResource.routeName);
  const admins = useAdmins(debounced, applying !== null);
  const apply = useApplyPermissionGroup(() => {
    setApplying(null);
    setTarget(null);
  });
  const rowActions = useCallback(
    (row: ListRow) => (
      <Button size="compact-xs" variant="light" onClick={() => setApplying({ id: Number(row.id), name: String(row.name) })}>
        {PERMISSION_GROUP_LABELS.apply}
      </Button>
    ),
    [],
  );
  // Nobody edits their own access or the supreme super admin's: the server refuses both, so they are not offered.
  const options = (admins.data ?? [])
    .filter((a) => a.id !== admin?.id && a.id !== SUPREME_ADMIN_ID)
    .map((a) => ({ value: String(a.id), label: `${a.name} (${a.id})` }));
  return (
    <>
      <TableScreen resource={adminPermissionGroupsResource} title={route?.title} rowActions={mayApply ? rowActions : undefined} />
      <Modal opened={applying !== null} onClose={() => setApplying(null)} title={PERMISSION_GROUP_LABELS.title(applying?.name ?? '')}>
        <Stack gap="sm">
          <Select
            label={PERMISSION_GROUP_LABELS.admin}
            searchable
            data={options}
            value={target}
            onChange={setTarget}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={admins.isFetching ? '…' : undefined}
          />
          <Text size="sm">{PERMISSION_GROUP_LABELS.text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setApplying(null)}>
              {PERMISSION_GROUP_LABELS.cancel}
            </Button>
            <Button
              disabled={target === null}
              loading={apply.isPending}
              onClick={() => applying && target && apply.mutate({ adminId: Number(target), groupId: applying.id })}
            >
              {PERMISSION_GROUP_LABELS.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
