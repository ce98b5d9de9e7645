import { useMemo, useState } from 'react';
import type { ListRow } from '../api/list-rows.ts';
import type { RowSelection } from '../DataTable.tsx';
import { keepShown, toggleAllRows, toggleRow, type RowId } from './row-selection.ts';

/** The rows ticked on a table screen; rows that leave the page (paging, the reload after an action) leave the selection. */
export function useRowSelection(rows: readonly ListRow[]): { selection: RowSelection; clear: () => void } {
  const [selected, setSelected] = useState<RowId[]>([]);
  const pageIds = useMemo(() => rows.map((row) => row.id as RowId), [rows]);
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
