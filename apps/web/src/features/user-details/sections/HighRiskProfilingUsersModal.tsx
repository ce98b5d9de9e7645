import { HIGH_RISK_PROFILING_TYPES, USER_DETAILS_EMPTY, type HighRiskProfilingRow } from '@bo/contract';
import { Group, Loader, Modal, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useHighRiskProfilingUsers, type HighRiskProfilingType } from '../api/panels.ts';
import { formatDay } from '../format.ts';
import { UserIdWidget } from '../widgets/UserIdWidget.tsx';
import { LoadFailure } from './further/LoadFailure.tsx';

/** "Q: A / Q: A (language)": the answer pair as the table names it. */
export const answerPairLabel = (r: HighRiskProfilingRow): string =>
  `${r.first_question}: ${r.first_answer} / ${r.second_question}: ${r.second_answer} (${r.language})`;

const TYPE_LABEL: Readonly<Record<HighRiskProfilingType, string>> = { total: 'Total', banned: 'Banned', activated: 'Activated' };

/** The drill-down of one answer pair: its users by type total, banned or activated, paged. */
export function HighRiskProfilingUsersModal(props: { row: HighRiskProfilingRow; initialType: HighRiskProfilingType; onClose: () => void }) {
  const { row, onClose } = props;
  const [type, setType] = useState<HighRiskProfilingType>(props.initialType);
  const [page, setPage] = useState(1);
  const users = useHighRiskProfilingUsers(row.first_answer_id, row.second_answer_id, type, page);
  return (
    <Modal opened onClose={onClose} title={answerPairLabel(row)} size="lg">
      <Stack gap="sm" mah="65vh" style={{ overflowY: 'auto' }}>
        <SegmentedControl
          value={type}
          onChange={(value) => {
            setType(value as HighRiskProfilingType);
            setPage(1);
          }}
          data={HIGH_RISK_PROFILING_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }))}
          aria-label="Users by type"
        />
        {users.isPending ? (
          <Loader size="sm" />
        ) : users.isError ? (
          <LoadFailure error={users.error} />
        ) : (
          <>
            <Table aria-label="High-risk profiling users">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>App</Table.Th>
                  <Table.Th>Country</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>{USER_DETAILS_EMPTY.noResult}</Table.Td>
                  </Table.Tr>
                )}
                {users.data.data.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <UserIdWidget userId={u.id} status={u.status} />
                    </Table.Td>
                    <Table.Td>{u.app_name}</Table.Td>
                    <Table.Td>{u.country_code ?? '-'}</Table.Td>
                    <Table.Td>{formatDay(u.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="space-between">
              <Text size="sm">{users.data.paging.total} users</Text>
              {users.data.paging.total_page > 1 && (
                <Pagination size="sm" value={page} onChange={setPage} total={users.data.paging.total_page} />
              )}
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
