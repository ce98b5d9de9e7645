import type { ListResponse, ResourceDef } from '@bo/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useOnceTrue } from '../../../lib/use-once-true.ts';
import { useAdmin } from '../../auth/session-store.ts';
import { useChartQuery } from '../api/chart-query.ts';
import { useFilterData, useListQuery } from '../api/list-query.ts';
import { listRows, type ListRow } from '../api/list-rows.ts';
import { useListReload } from '../bulk/bulk-call.ts';
import { useRowSelection } from '../bulk/use-row-selection.ts';
import { useListParams } from '../state/use-list-params.ts';
import { visibleColumns } from '../view/table-view.ts';
import { useTableView } from '../view/use-table-view.ts';
import { allowedBulkActions, exportExtrasOf, formAbilities, settledListView } from './table-screen-logic.ts';

/**
 * Everything a table screen holds, so TableScreen only draws: the list state in the URL, the search with its
 * busy state and last good answer, the chosen ids file, the column view, the row selection and bulk actions,
 * the form's create/edit/delete targets, and the keyboard focus after paging.
 */
export function useTableScreen(resource: ResourceDef, onAddAnother: (() => void) | undefined) {
  const admin = useAdmin();
  const params = useListParams(resource);
  // Hidden columns and density, per admin in this browser; the export keeps every column.
  const view = useTableView(resource, admin?.id ?? 0);
  const shownDef = useMemo(() => ({ ...resource, columns: visibleColumns(resource, view.view) }), [resource, view.view]);
  const fileFilterDef = resource.filters.find((f) => f.kind === 'file');
  const [file, setFile] = useState<File | null>(null);
  const fileFilter = useMemo(() => (file && fileFilterDef ? { key: fileFilterDef.key, file } : null), [file, fileFilterDef]);
  const list = useListQuery(resource, { state: params.state, fileFilter, forceReload: params.forceReload });
  const filterData = useFilterData(resource);
  // Asked for here, beside the list, while the chart's chunk loads (none without a chart).
  const chart = useChartQuery(resource, params.state);
  const busy = list.isFetching;

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ListRow | null>(null);
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const createdOnce = useOnceTrue(creating);
  const deletedOnce = useOnceTrue(deleting !== null);
  const abilities = formAbilities(resource, admin);
  const addAnother = onAddAnother ?? (abilities.canCreate ? () => setCreating(true) : undefined);

  // "Table load or import failure: error alert ... spinner hidden" (specification 01, 8); aborted searches stay silent.
  useEffect(() => {
    if (list.error && !isQuietFailure(list.error)) toast.error(list.error);
  }, [list.error]);

  // After paging, the keyboard focus goes to the new rows' table, not back to the sort headers (issue 19).
  const tableBox = useRef<HTMLDivElement>(null);
  const focusAfterPaging = useRef(false);
  const onPage = (page: number) => {
    focusAfterPaging.current = true;
    params.setPage(page);
  };
  useEffect(() => {
    if (busy || !focusAfterPaging.current) return;
    focusAfterPaging.current = false;
    tableBox.current?.querySelector<HTMLElement>('table')?.focus();
  }, [busy]);

  const onSearch = (filters: Record<string, string>, search: string) => {
    if (!params.search(filters, search)) void list.refetch();
  };
  const onFileChange = (next: File | null) => {
    setFile(next);
    params.search(params.state.filters, params.state.search);
  };

  // The last good answer stays on screen, dimmed under the error, when a search fails (issue 19).
  const [lastGood, setLastGood] = useState<ListResponse | undefined>(undefined);
  if (list.data && !list.isPlaceholderData && !list.isError && list.data !== lastGood) setLastGood(list.data);
  const shown = list.isError ? lastGood : list.data;
  const rows = useMemo(() => listRows(shown?.data), [shown]);
  // Traffic-light cells the resource names (specification 02 section 9), e.g. Latency Logs' milliseconds.
  const cellColour = useMemo(
    () => (resource.colours ? (key: string, row: ListRow) => resource.colours?.[key]?.(row) ?? null : undefined),
    [resource],
  );
  const bulkActions = useMemo(() => allowedBulkActions(resource, admin), [resource, admin]);
  const rowSelection = useRowSelection(rows);
  const reloadLists = useListReload(resource);

  return {
    params,
    view,
    shownDef,
    file,
    onFileChange,
    filterData,
    chart,
    busy,
    /** The answer on screen: the current one, or the last good one under a failed search. */
    shown,
    rows,
    cellColour,
    /** A failed search's error to show in the table (aborted searches are quiet), or null. */
    failure: list.isError && !isQuietFailure(list.error) ? list.error : null,
    retry: () => void list.refetch(),
    onSearch,
    onPage,
    tableBox,
    listView: settledListView(resource, params.state, { busy, isPlaceholderData: list.isPlaceholderData, hasData: Boolean(list.data) }),
    exportExtras: exportExtrasOf(resource, fileFilter, list.data?.statistic_data),
    bulkActions,
    rowSelection,
    reloadLists,
    ...abilities,
    addAnother,
    /** The form's modals: create (mounted once first opened), the row being edited, the row being deleted. */
    creating,
    createdOnce,
    setCreating,
    editing,
    setEditing,
    deleting,
    deletedOnce,
    setDeleting,
  };
}
