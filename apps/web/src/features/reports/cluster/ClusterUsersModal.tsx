import { CLUSTER_MESSAGES, CLUSTER_USER_STATES, pathFor, userStatus, type ClusterUserState } from '@bo/contract';
import { Anchor, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { clusterUsersQuery, type ClusterDrill } from '../api/cluster-users.ts';
import { AppLabel } from '../../entities/labels/labels.tsx';
import { EntityLabel } from '../../entities/labels/EntityLabel.tsx';
import { MULTI_SEARCH_VALUES_PARAM } from '../../search/multi-search-api.ts';

export type { ClusterDrill };

export const CLUSTER_LABELS = {
  title: (state: ClusterUserState, label: string) => `${CLUSTER_USER_STATES[state]} users of ${label}`,
  openInMultiSearch: 'Open in Multi Search Users',
} as const;

/** The users of a cluster row (as the row counts them), each linking to user details, and all of them in Multi Search Users. */
export function ClusterUsersModal({ drill, onClose }: { drill: ClusterDrill | null; onClose: () => void }) {
  const users = useQuery(clusterUsersQuery(drill));
  const data = users.data;
  return (
    <Modal opened={drill !== null} onClose={onClose} size="xl" title={drill ? CLUSTER_LABELS.title(drill.users, drill.label) : ''}>
      {users.isFetching && <Loader size="sm" aria-label="Loading" />}
      {data && !users.isFetching && (
        <>
          <Group justify="space-between" mb="xs">
            <Text size="sm">{CLUSTER_MESSAGES.shown(data.data.length, data.total)}</Text>
            {data.data.length > 0 && (
              <Anchor
                component={Link}
                size="sm"
                to={`${pathFor('multi_search_users')}?${MULTI_SEARCH_VALUES_PARAM}=${encodeURIComponent(data.data.map((u) => u.id).join(','))}`}
              >
                {CLUSTER_LABELS.openInMultiSearch}
              </Anchor>
            )}
          </Group>
          <Table striped aria-label="Cluster users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>App</Table.Th>
                <Table.Th>Country</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <EntityLabel target={{ routeName: 'user_details', params: { userId: u.id } }}>{u.id}</EntityLabel>
                  </Table.Td>
                  <Table.Td>
                    <AppLabel appId={u.app_id}>{u.app_name ?? u.app_id}</AppLabel>
                  </Table.Td>
                  <Table.Td>{u.country_code}</Table.Td>
                  <Table.Td>{userStatus.labelOf(u.status) ?? u.status}</Table.Td>
                  <Table.Td>{u.created_at}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Modal>
  );
}
