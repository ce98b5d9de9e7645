import type { ResourceColumn, ResourceDef } from '@bo/contract';
import { Box, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  constructSortFn,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
  type TableFeatures,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { isServerSortable } from './api/list-request.ts';
import type { ListRow } from './api/list-rows.ts';
import { TableCell } from './cells/TableCell.tsx';
import { TABLE_CONSTANTS } from './constants.ts';
import type { RowId } from './bulk/row-selection.ts';
import { SelectAllCheckbox, SelectRowCheckbox, type RowSelection } from './bulk/SelectionCheckboxes.tsx';
import { NO_DATA, ROW_ACTIONS_LABEL } from './messages.ts';
import { compareValues } from './sorting/compare-values.ts';
import type { ListState } from './state/list-state.ts';
import { DENSITY_STYLE, type TableDensity } from './view/table-view.ts';

/** The front-end sort of specification 01 (section 9) as a TanStack sort function. */
const naturalSort = constructSortFn<TableFeatures, ListRow>({ sort: (a, b) => compareValues(a, b) });

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { natural: naturalSort },
});

type Features = typeof features;

/** The id of the trailing column a screen adds for its per-row buttons. */
const ACTIONS_COLUMN = '__actions';
/** The id of the leading checkbox column of screens with bulk actions. */
const SELECT_COLUMN = '__select';

export type { RowSelection } from './bulk/SelectionCheckboxes.tsx';

const rowIdOf = (row: ListRow): RowId => row.id as RowId;

function columnDefs(
  def: ResourceDef,
  rowActions?: (row: ListRow) => ReactNode,
  cellColour?: (columnKey: string, row: ListRow) => string | null,
  selection?: RowSelection,
): ColumnDef<Features, ListRow>[] {
  const columns = def.columns.map((column): ColumnDef<Features, ListRow> => ({
    id: column.key,
    header: column.label,
    accessorFn: (row) => row[column.key],
    cell: ({ row }) => {
      const colour = cellColour?.(column.key, row.original) ?? null;
      const cell = <TableCell def={def} column={column} row={row.original} />;
      return colour ? (
        <Box component="span" c={`${colour}.7`} fw={600} data-colour={colour}>
          {cell}
        </Box>
      ) : (
        cell
      );
    },
    sortFn: 'natural',
  }));
  const select: ColumnDef<Features, ListRow>[] = selection
    ? [
        {
          id: SELECT_COLUMN,
          enableSorting: false,
          cell: ({ row }) => <SelectRowCheckbox selection={selection} id={rowIdOf(row.original)} />,
        },
      ]
    : [];
  const actions: ColumnDef<Features, ListRow>[] = rowActions
    ? [{ id: ACTIONS_COLUMN, header: ROW_ACTIONS_LABEL, enableSorting: false, cell: ({ row }) => rowActions(row.original) }]
    : [];
  return [...select, ...columns, ...actions];
}

export interface DataTableProps {
  def: ResourceDef;
  rows: ListRow[];
  state: ListState;
  onSort: (columnKey: string) => void;
  /** Buttons for one row (a trailing 'Actions' column), for screens that act on their rows. */
  rowActions?: (row: ListRow) => ReactNode;
  /** A last row drawn under the others, never sorted (a report's totals). */
  footerRow?: ListRow;
  /** A cell's traffic-light colour (green, yellow, red), or null (a report's colours). */
  cellColour?: (columnKey: string, row: ListRow) => string | null;
  /**
   * The last search failed: this (the error and a Retry) is drawn as the table's first row, and the
   * rows of the last good answer stay under it, dimmed, instead of 'No data'.
   */
  failure?: ReactNode;
  /** Row padding and text size (issue 19: kept per admin on table screens); comfortable by default. */
  density?: TableDensity;
  /** A leading checkbox column, with select-all for the page (screens with bulk actions). */
  selection?: RowSelection;
}

/**
 * The table model (TanStack Table 9) drawn with Mantine's Table: sticky header inside an 80vh
 * scroll box. The sort lives in the URL; a column the server sorts arrives sorted (manual), any
 * other column is sorted here over the loaded rows with the natural comparator.
 */
export function DataTable({
  def,
  rows,
  state,
  onSort,
  rowActions,
  footerRow,
  cellColour,
  failure,
  density = 'comfortable',
  selection,
}: DataTableProps) {
  const columns = useMemo(() => columnDefs(def, rowActions, cellColour, selection), [def, rowActions, cellColour, selection]);
  // A sort on a column the admin hid has nothing to sort here: the server's order (if any) stays.
  const sorting = useMemo<SortingState>(
    () => (def.columns.some((c) => c.key === state.orderBy) ? [{ id: state.orderBy, desc: state.orderDirection === 'desc' }] : []),
    [def, state.orderBy, state.orderDirection],
  );
  const table = useTable(
    {
      features,
      columns,
      data: rows,
      state: { sorting },
      manualSorting: isServerSortable(def, state.orderBy),
      getRowId: (row, index) => String(row.id ?? index),
    },
    (tableState) => ({ sorting: tableState.sorting }),
  );
  const byKey = useMemo(() => new Map(def.columns.map((c) => [c.key, c])), [def]);

  return (
    <Table.ScrollContainer minWidth={600} maxHeight={TABLE_CONSTANTS.stickyHeaderMaxHeight} type="native">
      <Table
        stickyHeader
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing={DENSITY_STYLE[density].verticalSpacing}
        fz={DENSITY_STYLE[density].fz}
        data-density={density}
        aria-label={def.title}
        tabIndex={-1}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const column = byKey.get(header.column.id);
                return (
                  <Table.Th key={header.id} aria-sort={ariaSort(state, header.column.id)} style={{ whiteSpace: 'nowrap' }}>
                    {header.column.id === SELECT_COLUMN && selection ? (
                      <SelectAllCheckbox selection={selection} ids={rows.map(rowIdOf)} />
                    ) : column ? (
                      <SortButton column={column} state={state} onSort={onSort} />
                    ) : (
                      <Text fw={600} fz="sm">
                        {ROW_ACTIONS_LABEL}
                      </Text>
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {failure && (
            <Table.Tr>
              <Table.Td colSpan={columns.length} p={0}>
                {failure}
              </Table.Td>
            </Table.Tr>
          )}
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} style={failure ? { opacity: 0.45 } : undefined} aria-disabled={failure ? true : undefined}>
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {rows.length === 0 && !failure && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  {NO_DATA}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
        {footerRow && rows.length > 0 && (
          <Table.Tfoot>
            <Table.Tr fw={700} aria-label="Totals">
              {selection && <Table.Td />}
              {def.columns.map((column, i) => (
                <Table.Td key={column.key}>
                  {/* The first cell names the row: plain text, whatever its column's type. */}
                  <TableCell
                    def={def}
                    column={{ ...column, link: undefined, ...(i === 0 ? { type: 'text' as const } : {}) }}
                    row={footerRow}
                  />
                </Table.Td>
              ))}
              {rowActions && <Table.Td />}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

function ariaSort(state: ListState, key: string): 'ascending' | 'descending' | 'none' {
  if (state.orderBy !== key) return 'none';
  return state.orderDirection === 'asc' ? 'ascending' : 'descending';
}

function SortButton({ column, state, onSort }: { column: ResourceColumn; state: ListState; onSort: (key: string) => void }) {
  const active = state.orderBy === column.key;
  const Icon = !active ? IconArrowsSort : state.orderDirection === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={() => onSort(column.key)} fw={600} fz="sm">
      <Box component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {column.label}
        <Icon size={14} stroke={1.5} aria-hidden opacity={active ? 1 : 0.4} />
      </Box>
    </UnstyledButton>
  );
}
