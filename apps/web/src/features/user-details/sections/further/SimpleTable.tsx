import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SimpleColumn<R> {
  title: string;
  cell: (row: R) => ReactNode;
}

/** A plain read-only table of a further panel, with the specification's empty state. */
export function SimpleTable<R>(props: {
  label: string;
  columns: readonly SimpleColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  empty: string;
}) {
  const { label, columns, rows, rowKey, empty } = props;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.title}>{c.title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{empty}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.title}>{c.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
