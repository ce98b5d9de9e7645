import { USER_DETAILS_EMPTY, banRateColour, type RiskGroupFigures, type RiskRow } from '@bo/contract';
import { Text } from '@mantine/core';
import { percent } from '../../format.ts';
import { ColouredValue } from '../Metric.tsx';
import { RiskBannedUsers } from '../RiskBannedUsers.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

/** A red-flag row with its trait (subnet, IP range, city or signup IP) as its name. */

/** A high-risk network group (subnets, IP ranges, cities, signup IPs): its rows with their banned users. */
export function RiskRowsPanel({ title, group, rows }: { title: string; group: RiskGroupFigures; rows: readonly RiskRow[] }) {
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
