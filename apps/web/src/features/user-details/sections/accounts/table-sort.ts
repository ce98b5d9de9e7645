/** Click-to-sort of the accounts and same-offers tables (specification 02, section 2, items 5 and 6). */

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}
export type SortValue = number | string | null;

/** A click on a column: the same column flips its direction, another column starts ascending. */
export function toggleSort(current: SortState | null, column: string): SortState {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

/** Numbers by value, texts case-insensitively; empty values always last, whatever the direction. */
function compare(a: SortValue, b: SortValue, direction: SortDirection): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order =
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
  return direction === 'asc' ? order : -order;
}

/** The rows in the order a sort asks for (a stable copy; the server's order without one). */
export function sortRows<R>(rows: readonly R[], sort: SortState | null, valueOf: (row: R, column: string) => SortValue): R[] {
  if (!sort) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => compare(valueOf(x.row, sort.column), valueOf(y.row, sort.column), sort.direction) || x.index - y.index)
    .map((x) => x.row);
}
