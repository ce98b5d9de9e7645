import { USER_DETAILS_EMPTY, type UserDetailsUser } from '@bo/contract';
import { Loader, Table, Text } from '@mantine/core';
import { formatDay } from '../../format.ts';
import { userStatusLabel } from '../../widgets/user-status.ts';
import { UserIdWidget } from '../../widgets/UserIdWidget.tsx';
import { usePatternRiskUsers } from './checks-api.ts';

/** The users of this user's sign-up pattern (same app, country and external source; section 15). */
export function PatternRiskUsersPanel({ user }: { user: UserDetailsUser }) {
  const users = usePatternRiskUsers(user.id, {
    app_id: user.app_id,
    country_code: user.country ?? undefined,
    external_source: user.external_source ?? undefined,
  });
  if (users.isPending) return <Loader size="sm" />;
  if (!users.data || users.data.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <Table withTableBorder aria-label="Pattern-risk users">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>User</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Created</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.data.map((u) => (
          <Table.Tr key={u.id}>
            <Table.Td>
              <UserIdWidget userId={u.id} status={u.status} />
            </Table.Td>
            <Table.Td>{userStatusLabel(u.status)}</Table.Td>
            <Table.Td>{u.email ?? '-'}</Table.Td>
            <Table.Td>{formatDay(u.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
