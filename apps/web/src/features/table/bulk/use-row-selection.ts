import { useMemo, useState } from 'react';
import type { ListRow } from '../api/list-rows.ts';
import type { RowSelection } from './SelectionCheckboxes.tsx';
import { keepShown, toggleAllRows, toggleRow, type RowId } from './row-selection.ts';

const listRowId = (row: ListRow): RowId => row.id as RowId;

/**
 * The rows ticked on a table screen; rows that leave the page (paging, the reload after an action) leave
 * the selection. `idOf` (a stable function) names what a row selects: its id, or the user a search row
 * found (several rows may name one user: it is selected once).
 */
export function useRowSelection<T = ListRow>(
  rows: readonly T[],
  idOf: (row: T) => RowId = listRowId as (row: T) => RowId,
): { selection: RowSelection; clear: () => void } {
  const [selected, setSelected] = useState<RowId[]>([]);
  const pageIds = useMemo(() => [...new Set(rows.map(idOf))], [rows, idOf]);
  const [shownIds, setShownIds] = useState(pageIds);
  if (shownIds !== pageIds) {
    setShownIds(pageIds);
    setSelected((current) => keepShown(current, pageIds));
  }
  const selection = useMemo<RowSelection>(
    () => ({
      selected,
      onToggle: (id) => setSelected((current) => toggleRow(current, id)),
      onToggleAll: () => setSelected((current) => toggleAllRows(current, pageIds)),
    }),
    [selected, pageIds],
  );
  return { selection, clear: () => setSelected([]) };
}
