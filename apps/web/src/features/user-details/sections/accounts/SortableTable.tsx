import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { sortRows, toggleSort, type SortState, type SortValue } from './table-sort.ts';

export interface SortableColumn<R> {
  id: string;
  /** The column's name as the specification writes it. */
  title: string;
  value: (row: R) => SortValue;
  cell: (row: R) => ReactNode;
}

interface SortableTableProps<R> {
  label: string;
  columns: readonly SortableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Rows shown after sorting (the page shows 6 related accounts; 'View All' shows every one). */
  limit?: number;
  empty: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A table whose column names toggle ascending / descending order on click. */
export function SortableTable<R>({ label, columns, rows, rowKey, limit, empty }: SortableTableProps<R>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const sorted = sortRows(rows, sort, (row, column) => byId.get(column)?.value(row) ?? null);
  const shown = limit === undefined ? sorted : sorted.slice(0, limit);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => {
              const direction = sort?.column === c.id ? sort.direction : null;
              const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
              return (
                <Table.Th key={c.id} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
                  <UnstyledButton onClick={() => setSort((s) => toggleSort(s, c.id))}>
                    <Group gap={4} wrap="nowrap">
                      <Text span fw={700} size="sm">
                        {c.title}
                      </Text>
                      <Icon size={14} aria-hidden />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{empty}</Table.Td>
            </Table.Tr>
          )}
          {shown.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.id}>{c.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
