import { formRowId, type ListResponse, type ResourceDef } from '@bo/contract';
import { Alert, Box, Button, Group, LoadingOverlay, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { toastMessage } from '../../lib/toast-message.ts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useAdmin } from '../auth/session-store.ts';
import { useChartQuery } from './api/chart-query.ts';
import { useFilterData, useListQuery } from './api/list-query.ts';
import { ChartBox } from './ChartBox.tsx';
import { listRows } from './api/list-rows.ts';
import { BulkActionBar } from './bulk/BulkActionBar.tsx';
import { useRowSelection } from './bulk/use-row-selection.ts';
import { useListReload } from './bulk/bulk-call.ts';
import { canCall, canCallNamed } from './call-permissions.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { FormRowActions } from './form/FormRowActions.tsx';
import type { ListRow } from './api/list-rows.ts';
import { ExportButton } from './ExportButton.tsx';
import { FilterBar } from './filters/FilterBar.tsx';
import { ImportButton } from './ImportButton.tsx';
import { FILTER_BAR_LABELS, TABLE_MESSAGES, type FilterBarLabels } from './messages.ts';
import { TablePagination } from './pagination/TablePagination.tsx';
import { StatisticsBar } from './StatisticsBar.tsx';
import { pageSizeChoices, toQueryString, writeListState } from './state/url-codec.ts';
import { useListParams } from './state/use-list-params.ts';
import { pageSizeOf } from './state/list-state.ts';
import { visibleColumns } from './view/table-view.ts';
import { TableViewControls } from './view/TableViewControls.tsx';
import { useTableView } from './view/use-table-view.ts';
import { useOnceTrue } from '../../lib/use-once-true.ts';

/** The chart of a screen that declares one, in a chunk of its own with the chart library. */
const TableChart = lazy(() => import('./TableChart.tsx'));
// The form's inputs (dates, numbers) download when a form first opens, not with every table (issue 21 item 4).
const ResourceFormModal = lazy(async () => ({ default: (await import('./form/ResourceFormModal.tsx')).ResourceFormModal }));
const DeleteRowModal = lazy(async () => ({ default: (await import('./form/DeleteRowModal.tsx')).DeleteRowModal }));

export interface TableScreenProps {
  resource: ResourceDef;
  /** Heading; the resource's title by default. */
  title?: string;
  labels?: Partial<FilterBarLabels>;
  /**
   * An 'Add Another' button is shown only for screens that can create a row: this handler, or the
   * resource's own create form when it has one and the admin may call it.
   */
  onAddAnother?: () => void;
  /** Per-row buttons of screens that act on their rows (DataTable's 'Actions' column). */
  rowActions?: DataTableProps['rowActions'];
}

/**
 * Any resource definition as a table screen (specification 01, 2.7): filter bar, statistics, the
 * table with its sticky header, and pagination, all driven by the list state in the URL. Busy
 * searches keep the last rows under an overlay; a newer search aborts the older one.
 */
export function TableScreen({ resource, title, labels, onAddAnother, rowActions }: TableScreenProps) {
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
  const text = { ...FILTER_BAR_LABELS, ...labels };
  const busy = list.isFetching;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ListRow | null>(null);
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const createdOnce = useOnceTrue(creating);
  const deletedOnce = useOnceTrue(deleting !== null);
  const form = resource.form;
  const canCreate = Boolean(form && form.create !== false) && canCall(admin, resource, 'create');
  const canEdit = Boolean(form?.edit) && canCall(admin, resource, 'update');
  const canDelete = Boolean(form?.remove) && canCall(admin, resource, 'delete');
  const addAnother = onAddAnother ?? (canCreate ? () => setCreating(true) : undefined);
  // The form's Edit and Delete join the screen's own row buttons, for admins who may make those calls.
  const allRowActions = useMemo(() => {
    if (!canEdit && !canDelete) return rowActions;
    return (row: ListRow) => (
      <FormRowActions
        onEdit={canEdit ? () => setEditing(row) : undefined}
        onDelete={canDelete ? () => setDeleting(row) : undefined}
        extra={rowActions?.(row)}
      />
    );
  }, [canEdit, canDelete, rowActions]);

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
  // Bulk actions (issue 19, item 5): a checkbox column and an action bar, for the actions the admin may call.
  const bulkActions = useMemo(() => (resource.bulkActions ?? []).filter((a) => canCallNamed(admin, a.call)), [resource, admin]);
  const rowSelection = useRowSelection(rows);
  const reloadLists = useListReload(resource);
  const failure =
    list.isError && !isQuietFailure(list.error) ? <LoadFailure error={list.error} busy={busy} onRetry={() => void list.refetch()} /> : null;
  // The export carries the chosen ids file, and as many numbered columns as the longest list among the filtered rows.
  const countStatistic = resource.dynamicFields?.countStatistic;
  const exportExtras = {
    fileFilter,
    dynamicFieldCount: countStatistic ? Number(list.data?.statistic_data?.[countStatistic] ?? 0) : 0,
  };

  return (
    <Stack gap="md">
      <Title order={2}>{title ?? resource.title}</Title>
      <FilterBar
        def={resource}
        state={params.state}
        filterData={filterData}
        file={file}
        onFileChange={onFileChange}
        onSearch={onSearch}
        labels={text}
        actions={
          <Group gap="xs">
            <TableViewControls def={resource} controls={view} />
            {resource.importable && canCall(admin, resource, 'import') && (
              <ImportButton def={resource} state={params.state} label={text.import} />
            )}
            {resource.exportable && canCall(admin, resource, 'export') && (
              <ExportButton def={resource} state={params.state} label={text.export} extras={exportExtras} />
            )}
            {addAnother && (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addAnother}>
                {text.addAnother}
              </Button>
            )}
          </Group>
        }
      />
      <StatisticsBar def={resource} statistics={shown?.statistic_data} />
      {resource.chart && (
        <Suspense fallback={<ChartBox view="" busy />}>
          <TableChart def={resource} chart={chart} />
        </Suspense>
      )}
      {bulkActions.length > 0 && (
        <BulkActionBar
          actions={bulkActions}
          selected={rowSelection.selection.selected}
          onClear={rowSelection.clear}
          onChanged={reloadLists}
        />
      )}
      {/* Which view the rows show, once settled: lets browser tests wait for the search they started. */}
      <Box
        ref={tableBox}
        pos="relative"
        aria-busy={busy}
        data-list-view={busy || list.isPlaceholderData || !list.data ? '' : toQueryString(writeListState(params.state, resource))}
      >
        <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Loading' }} />
        <DataTable
          def={shownDef}
          density={view.view.density}
          selection={bulkActions.length > 0 ? rowSelection.selection : undefined}
          rows={rows}
          state={params.state}
          onSort={params.toggleSort}
          rowActions={allRowActions}
          cellColour={cellColour}
          failure={failure}
        />
      </Box>
      {shown && (
        <TablePagination
          paging={shown.paging}
          busy={busy}
          onPage={onPage}
          perPage={{ value: pageSizeOf(params.state, resource), choices: pageSizeChoices(resource), onChange: params.setPerPage }}
        />
      )}
      <Suspense fallback={null}>
        {canCreate && !onAddAnother && createdOnce && (
          <ResourceFormModal def={resource} row={null} opened={creating} onClose={() => setCreating(false)} />
        )}
        {editing && (
          <ResourceFormModal
            key={String(form ? formRowId(form, editing) : editing.id)}
            def={resource}
            row={editing}
            opened
            onClose={() => setEditing(null)}
          />
        )}
        {canDelete && deletedOnce && <DeleteRowModal def={resource} row={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </Stack>
  );
}

/** The failed search's message inside the table, with Retry (the rows of the last good answer stay dimmed below). */
function LoadFailure({ error, busy, onRetry }: { error: unknown; busy: boolean; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" radius={0} icon={<IconAlertTriangle size={18} />} title={TABLE_MESSAGES.loadFailed} role="alert">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <span style={{ whiteSpace: 'pre-line' }}>{toastMessage(error)}</span>
        <Button size="xs" variant="filled" color="red" leftSection={<IconRefresh size={14} />} loading={busy} onClick={onRetry}>
          {TABLE_MESSAGES.retry}
        </Button>
      </Group>
    </Alert>
  );
}
