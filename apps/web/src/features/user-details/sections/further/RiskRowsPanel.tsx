import { USER_DETAILS_EMPTY, banRateColour } from '@bo/contract';
import { Text } from '@mantine/core';
import { percent } from '../../format.ts';
import { ColouredValue } from '../Metric.tsx';
import { RiskBannedUsers } from '../RiskBannedUsers.tsx';
import type { RiskRow } from '../RiskGroupButton.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

export interface RiskGroup {
  count: number;
  users: number;
  banned_users: number;
  ban_rate: number;
}

/** A high-risk network group (subnets, IP ranges, cities, signup IPs): its rows with their banned users. */
export function RiskRowsPanel({ title, group, rows }: { title: string; group: RiskGroup; rows: readonly RiskRow[] }) {
  const columns: readonly SimpleColumn<RiskRow>[] = [
    { title, cell: (r) => r.name },
    { title: 'Users', cell: (r) => r.total_users },
    { title: 'Banned Users', cell: (r) => <RiskBannedUsers count={r.banned_users} users={r.banned_user_list} /> },
    { title: 'Ban Rate', cell: (r) => <ColouredValue colour={banRateColour(r.ban_rate)}>{percent(r.ban_rate)}</ColouredValue> },
  ];
  return (
    <>
      <Text size="sm" mb="xs">
        {group.banned_users} of {group.users} users banned ({percent(group.ban_rate)})
      </Text>
      <SimpleTable label={`${title} list`} columns={columns} rows={rows} rowKey={(r) => r.name} empty={USER_DETAILS_EMPTY.noData} />
    </>
  );
}
