import { formRowId, type ResourceDef } from '@bo/contract';
import { Alert, Box, Button, Group, LoadingOverlay, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { toastMessage } from '../../lib/toast-message.ts';
import type { ListRow } from './api/list-rows.ts';
import { BulkActionBar } from './bulk/BulkActionBar.tsx';
import { ChartBox } from './ChartBox.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { ExportButton } from './ExportButton.tsx';
import { FilterBar } from './filters/FilterBar.tsx';
import { FormRowActions } from './form/FormRowActions.tsx';
import { ImportButton } from './ImportButton.tsx';
import { FILTER_BAR_LABELS, TABLE_MESSAGES, type FilterBarLabels } from './messages.ts';
import { TablePagination } from './pagination/TablePagination.tsx';
import { useTableScreen } from './screen/use-table-screen.ts';
import { pageSizeOf } from './state/list-state.ts';
import { pageSizeChoices } from './state/url-codec.ts';
import { StatisticsBar } from './StatisticsBar.tsx';
import { TableViewControls } from './view/TableViewControls.tsx';

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
  const screen = useTableScreen(resource, onAddAnother);
  const { params, view, busy, shown, rowSelection, bulkActions, canEdit, canDelete, setEditing, setDeleting } = screen;
  const text = { ...FILTER_BAR_LABELS, ...labels };
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
  }, [canEdit, canDelete, rowActions, setEditing, setDeleting]);
  const failure = screen.failure !== null ? <LoadFailure error={screen.failure} busy={busy} onRetry={screen.retry} /> : null;
  const form = resource.form;

  return (
    <Stack gap="md">
      <Title order={2}>{title ?? resource.title}</Title>
      <FilterBar
        def={resource}
        state={params.state}
        filterData={screen.filterData}
        file={screen.file}
        onFileChange={screen.onFileChange}
        onSearch={screen.onSearch}
        labels={text}
        actions={
          <Group gap="xs">
            <TableViewControls def={resource} controls={view} />
            {screen.canImport && <ImportButton def={resource} state={params.state} label={text.import} />}
            {screen.canExport && <ExportButton def={resource} state={params.state} label={text.export} extras={screen.exportExtras} />}
            {screen.addAnother && (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={screen.addAnother}>
                {text.addAnother}
              </Button>
            )}
          </Group>
        }
      />
      <StatisticsBar def={resource} statistics={shown?.statistic_data} />
      {resource.chart && (
        <Suspense fallback={<ChartBox view="" busy />}>
          <TableChart def={resource} chart={screen.chart} />
        </Suspense>
      )}
      {bulkActions.length > 0 && (
        <BulkActionBar
          actions={bulkActions}
          selected={rowSelection.selection.selected}
          onClear={rowSelection.clear}
          onChanged={screen.reloadLists}
        />
      )}
      {/* Which view the rows show, once settled: lets browser tests wait for the search they started. */}
      <Box ref={screen.tableBox} pos="relative" aria-busy={busy} data-list-view={screen.listView}>
        <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Loading' }} />
        <DataTable
          def={screen.shownDef}
          density={view.view.density}
          selection={bulkActions.length > 0 ? rowSelection.selection : undefined}
          rows={screen.rows}
          state={params.state}
          onSort={params.toggleSort}
          rowActions={allRowActions}
          cellColour={screen.cellColour}
          failure={failure}
        />
      </Box>
      {shown && (
        <TablePagination
          paging={shown.paging}
          busy={busy}
          onPage={screen.onPage}
          perPage={{ value: pageSizeOf(params.state, resource), choices: pageSizeChoices(resource), onChange: params.setPerPage }}
        />
      )}
      <Suspense fallback={null}>
        {screen.canCreate && !onAddAnother && screen.createdOnce && (
          <ResourceFormModal def={resource} row={null} opened={screen.creating} onClose={() => screen.setCreating(false)} />
        )}
        {screen.editing && (
          <ResourceFormModal
            key={String(form ? formRowId(form, screen.editing) : screen.editing.id)}
            def={resource}
            row={screen.editing}
            opened
            onClose={() => setEditing(null)}
          />
        )}
        {canDelete && screen.deletedOnce && <DeleteRowModal def={resource} row={screen.deleting} onClose={() => setDeleting(null)} />}
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
