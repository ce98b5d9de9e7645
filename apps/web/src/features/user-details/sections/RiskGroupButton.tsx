import { USER_DETAILS_EMPTY, banRateColour } from '@bo/contract';
import { Button, Modal, Table } from '@mantine/core';
import { useState } from 'react';
import { percent } from '../format.ts';
import { ColouredValue } from './Metric.tsx';

export interface RiskRow {
  name: string;
  total_users: number;
  banned_users: number;
  ban_rate: number;
}

/** A red-flag count (high-risk subnets, IP ranges, cities, signup IPs) opening its table of ban rates. */
export function RiskGroupButton({ title, count, rows }: { title: string; count: number; rows: RiskRow[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="compact-sm" variant="light" color={count > 0 ? 'red' : 'green'} data-colour={count > 0 ? 'red' : 'green'} onClick={() => setOpen(true)}>
        {title}: {count}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} size="lg">
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{title}</Table.Th>
              <Table.Th>Users</Table.Th>
              <Table.Th>Banned Users</Table.Th>
              <Table.Th>Ban Rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>{USER_DETAILS_EMPTY.noData}</Table.Td>
              </Table.Tr>
            )}
            {rows.map((r) => (
              <Table.Tr key={r.name}>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.total_users}</Table.Td>
                <Table.Td>{r.banned_users}</Table.Td>
                <Table.Td>
                  <ColouredValue colour={banRateColour(r.ban_rate)}>{percent(r.ban_rate)}</ColouredValue>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
