import { Checkbox } from '@mantine/core';
import { TABLE_MESSAGES } from '../messages.ts';
import { pageSelectionState, type RowId } from './row-selection.ts';

/** Rows ticked for a bulk action (issue 19, item 5), held by the screen. */
export interface RowSelection {
  selected: readonly RowId[];
  onToggle: (id: RowId) => void;
  onToggleAll: () => void;
}

/** A row's checkbox. */
export function SelectRowCheckbox({ selection, id }: { selection: RowSelection; id: RowId }) {
  return (
    <Checkbox aria-label={TABLE_MESSAGES.selectRow(id)} checked={selection.selected.includes(id)} onChange={() => selection.onToggle(id)} />
  );
}

/** The header checkbox: all, some or none of the shown rows' ids. */
export function SelectAllCheckbox({ selection, ids }: { selection: RowSelection; ids: readonly RowId[] }) {
  const shown = pageSelectionState(selection.selected, ids);
  return (
    <Checkbox
      aria-label={TABLE_MESSAGES.selectAll}
      checked={shown === 'all'}
      indeterminate={shown === 'some'}
      disabled={ids.length === 0}
      onChange={selection.onToggleAll}
    />
  );
}
