/** A selected row's id as the list answers it (users: a number). */
export type RowId = string | number;

/** The selection after ticking or unticking one row. */
export const toggleRow = (selected: readonly RowId[], id: RowId): RowId[] =>
  selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];

/** The header checkbox: all rows of the page when not all are selected yet, else none. */
export const toggleAllRows = (selected: readonly RowId[], pageIds: readonly RowId[]): RowId[] =>
  pageIds.length > 0 && pageIds.every((id) => selected.includes(id)) ? [] : [...pageIds];

/** What the header checkbox shows. */
export function pageSelectionState(selected: readonly RowId[], pageIds: readonly RowId[]): 'all' | 'some' | 'none' {
  const count = pageIds.filter((id) => selected.includes(id)).length;
  return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
}

/** The selection kept when the rows change (a reload after the action, another page): only rows still shown. */
export const keepShown = (selected: readonly RowId[], pageIds: readonly RowId[]): RowId[] => selected.filter((id) => pageIds.includes(id));
