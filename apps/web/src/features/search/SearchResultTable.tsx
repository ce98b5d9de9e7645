import { Table, Text } from '@mantine/core';
import { FRAMEWORK_MESSAGES } from '@bo/contract';
import type { ReactNode } from 'react';
import { AppLabel, SupplierLabel, SurveyLabel } from '../entities/labels/labels.tsx';
import { EntityLabel } from '../entities/labels/EntityLabel.tsx';
import { formatCell } from '../table/cells/format-cell.ts';
import type { RowId } from '../table/bulk/row-selection.ts';
import { SelectAllCheckbox, SelectRowCheckbox, type RowSelection } from '../table/bulk/SelectionCheckboxes.tsx';
import type { SearchColumn } from './multi-search-types.ts';

function cell(column: SearchColumn, value: unknown): ReactNode {
  const text = formatCell(column, value);
  if (value === null || value === undefined || !column.link) return text;
  const id = value as number;
  switch (column.link) {
    case 'user':
      // As the table screens' user columns: the user-details page.
      return <EntityLabel target={{ routeName: 'user_details', params: { userId: id } }}>{text}</EntityLabel>;
    case 'survey':
      return <SurveyLabel surveyId={id}>{text}</SurveyLabel>;
    case 'supplier':
      return <SupplierLabel supplierId={id}>{text}</SupplierLabel>;
    case 'app':
      return <AppLabel appId={id}>{text}</AppLabel>;
    case 'click':
      return <EntityLabel target={{ routeName: 'clicks', params: { clickId: id } }}>{text}</EntityLabel>;
  }
}

export interface SearchResultTableProps {
  title: string;
  columns: readonly SearchColumn[];
  rows: readonly object[];
  /** Rows ticked for a bulk action: a leading checkbox column, each row selecting the value of `idKey`. */
  select?: { selection: RowSelection; idKey: string };
}

/** The matches of a search, one row per value and what it found. */
export function SearchResultTable({ title, columns, rows, select }: SearchResultTableProps) {
  const idOf = (row: object): RowId => (row as Record<string, RowId>)[select?.idKey ?? ''] as RowId;
  const span = columns.length + (select ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            {select && (
              <Table.Th>
                <SelectAllCheckbox selection={select.selection} ids={[...new Set(rows.map(idOf))]} />
              </Table.Th>
            )}
            {columns.map((c) => (
              <Table.Th key={c.key}>{c.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <Text c="dimmed">{FRAMEWORK_MESSAGES.noData}</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, i) => (
              <Table.Tr key={i}>
                {select && (
                  <Table.Td>
                    <SelectRowCheckbox selection={select.selection} id={idOf(row)} />
                  </Table.Td>
                )}
                {columns.map((c) => (
                  <Table.Td key={c.key}>{cell(c, (row as Record<string, unknown>)[c.key])}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
