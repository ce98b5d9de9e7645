import { USER_DETAILS_EMPTY, completesFactorColour, type SupplierStatistic } from '@bo/contract';
import { Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { SupplierRowActions } from '../actions/supplier/SupplierRowActions.tsx';
import { SupplierStatusBadge } from '../actions/supplier/SupplierStatusBadge.tsx';
import { EntityLabel } from '../../entities/labels/EntityLabel.tsx';
import { entityTargets } from '../../entities/labels/entity-target.ts';
import { formatDay, percent } from '../format.ts';
import { ColouredValue } from './Metric.tsx';

/** Suppliers the table shows: by default only those where the user clicked. */
export const visibleSuppliers = (rows: readonly SupplierStatistic[], withoutClicks: boolean): SupplierStatistic[] =>
  rows.filter((r) => withoutClicks || r.total_clicks > 0);

/** Section 13 'Supplier Statistics', with the Ban / Disable / Reset actions and reactivation from the status. */
export function SupplierStatisticsSection({ userId, rows }: { userId: number; rows: readonly SupplierStatistic[] }) {
  const [withoutClicks, setWithoutClicks] = useState(false);
  const shown = visibleSuppliers(rows, withoutClicks);
  return (
    <>
      <Switch
        mb="sm"
        label="Show suppliers without clicks"
        checked={withoutClicks}
        onChange={(event) => setWithoutClicks(event.currentTarget.checked)}
      />
      <Table withTableBorder aria-label="Supplier Statistics table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Banned Until</Table.Th>
            <Table.Th>Bans</Table.Th>
            <Table.Th>Resets</Table.Th>
            <Table.Th>Clicks</Table.Th>
            <Table.Th>Recon / Completes</Table.Th>
            <Table.Th>Conversion</Table.Th>
            <Table.Th>Factor</Table.Th>
            <Table.Th>Buyer Bans</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={11}>{USER_DETAILS_EMPTY.noData}</Table.Td>
            </Table.Tr>
          )}
          {shown.map((r) => (
            <Table.Tr key={r.id} data-supplier={r.id}>
              <Table.Td>
                <EntityLabel target={entityTargets.supplier(r.id)}>{r.name}</EntityLabel>
              </Table.Td>
              <Table.Td>
                <SupplierStatusBadge userId={userId} row={r} />
              </Table.Td>
              <Table.Td>{r.banned_until ? formatDay(r.banned_until) : '-'}</Table.Td>
              <Table.Td>{r.user_bans.length}</Table.Td>
              <Table.Td>{r.reset_hashes}</Table.Td>
              <Table.Td>{r.total_clicks}</Table.Td>
              <Table.Td>
                {r.total_reconciliations} / {r.total_completes}
              </Table.Td>
              <Table.Td>{percent(r.conversion)}</Table.Td>
              <Table.Td>
                {r.factor === null ? '-' : <ColouredValue colour={completesFactorColour(r.factor)}>{r.factor.toFixed(2)}</ColouredValue>}
              </Table.Td>
              <Table.Td>{r.banned_buyers_count}</Table.Td>
              <Table.Td>
                <SupplierRowActions userId={userId} row={r} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
