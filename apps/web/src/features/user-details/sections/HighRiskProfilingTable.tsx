import { USER_DETAILS_EMPTY, banRateColour, type HighRiskProfilingRow } from '@bo/contract';
import { Anchor, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { HighRiskProfilingType } from '../api/panels.ts';
import { percent } from '../format.ts';
import { HighRiskProfilingUsersModal, answerPairLabel } from './HighRiskProfilingUsersModal.tsx';
import { ColouredValue } from './Metric.tsx';

interface DrillDown {
  row: HighRiskProfilingRow;
  type: HighRiskProfilingType;
}

/**
 * The High-Risk User Profiling table (specification 02, section 2): answer pair, total, banned,
 * activated (total minus banned) and banned %; each count opens the list of those users.
 */
export function HighRiskProfilingTable({ rows }: { rows: readonly HighRiskProfilingRow[] }) {
  const [drill, setDrill] = useState<DrillDown | null>(null);
  if (rows.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  const count = (row: HighRiskProfilingRow, type: HighRiskProfilingType, value: number) => (
    <Anchor component="button" type="button" size="sm" onClick={() => setDrill({ row, type })} aria-label={`${value} ${type} users`}>
      {value}
    </Anchor>
  );
  return (
    <>
      <Table withTableBorder aria-label="High-Risk User Profiling">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Answer Pair</Table.Th>
            <Table.Th>Total</Table.Th>
            <Table.Th>Banned</Table.Th>
            <Table.Th>Activated</Table.Th>
            <Table.Th>Banned %</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.first_answer_id}-${r.second_answer_id}`}>
              <Table.Td>{answerPairLabel(r)}</Table.Td>
              <Table.Td>{count(r, 'total', r.total_users)}</Table.Td>
              <Table.Td>{count(r, 'banned', r.banned_users)}</Table.Td>
              <Table.Td>{count(r, 'activated', r.total_users - r.banned_users)}</Table.Td>
              <Table.Td>
                <ColouredValue colour={banRateColour(r.banned_percentage)}>{percent(r.banned_percentage)}</ColouredValue>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {drill && <HighRiskProfilingUsersModal row={drill.row} initialType={drill.type} onClose={() => setDrill(null)} />}
    </>
  );
}
