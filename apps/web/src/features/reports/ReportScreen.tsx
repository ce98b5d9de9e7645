import { REPORT_MESSAGES, type ReportDef } from '@bo/contract';
import { Anchor, Box, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useAdmin } from '../auth/session-store.ts';
import { useFilterData } from '../table/api/list-query.ts';
import { listRows, type ListRow } from '../table/api/list-rows.ts';
import { canCall } from '../table/call-permissions.ts';
import { DataTable } from '../table/DataTable.tsx';
import { ExportButton } from '../table/ExportButton.tsx';
import { FilterBar } from '../table/filters/FilterBar.tsx';
import { FILTER_BAR_LABELS } from '../table/messages.ts';
import { TablePagination } from '../table/pagination/TablePagination.tsx';
import { useListParams } from '../table/state/use-list-params.ts';
import { useReportQuery } from './api/report-query.ts';
import { ReportChart } from './ReportChart.tsx';
import { cellColour, drillHref, viewGrain, viewTable } from './report-view.ts';

export const REPORT_LABELS = { open: 'Open rows', window: (from: string, to: string) => `${from} to ${to}` } as const;

/**
 * Any report (issue 15) on the TableScreen's pieces: the filter bar, URL state, paging and export of
 * its table definition, the chart above the table and the totals row under it, all from one answer.
 * A row or a chart point opens the table screen the report drills into, filtered to it.
 */
export function ReportScreen({
  def,
  title,
  rowExtra,
  actions,
  header,
}: {
  def: ReportDef;
  title?: string;
  /** A page's own row action; it gets the window the answer settled on (UTC days, To included). */
  rowExtra?: (row: ListRow, window: { from: string; to: string }) => ReactNode;
  /** A page's own buttons beside the export (Supplier Reconciliations' import). */
  actions?: ReactNode;
  /** A page's own controls between the filter bar and the chart (e.g. a page holder's form). */
  header?: ReactNode;
}) {
  const admin = useAdmin();
  const navigate = useNavigate();
  const params = useListParams(def.resource);
  const report = useReportQuery(def, params.state);
  const filterData = useFilterData(def.resource);
  const table = useMemo(() => viewTable(def, params.state), [def, params.state]);
  const answer = report.isError ? undefined : report.data;
  const view = { grain: viewGrain(def, params.state), from: answer?.report.from ?? '', to: answer?.report.to ?? '' };

  useEffect(() => {
    if (report.error && !isQuietFailure(report.error)) toast.error(report.error);
  }, [report.error]);

  const rows = useMemo(() => listRows(answer?.data), [answer]);
  const colourOf = useMemo(() => (def.colours ? (key: string, row: ListRow) => cellColour(def, key, row) : undefined), [def]);
  const totals = answer?.statistic_data ? { ...answer.statistic_data, [table.columns[0]!.key]: REPORT_MESSAGES.totals } : undefined;
  // A row opens the rows it came from; a page's own row action (rowExtra) sits beside.
  const rowActions =
    def.drill || rowExtra
      ? (row: ListRow) => {
          const href = def.drill ? drillHref(admin, def, row, view) : null;
          return (
            <Group gap="xs" wrap="nowrap">
              {href && (
                <Anchor component={Link} to={href} size="sm">
                  {REPORT_LABELS.open}
                </Anchor>
              )}
              {rowExtra?.(row, { from: view.from, to: view.to })}
            </Group>
          );
        }
      : undefined;
  const onPoint = (period: string) => {
    const href = drillHref(admin, def, { period }, { ...view, grain: view.grain ?? 'day' });
    if (href) void navigate(href);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{title ?? def.title}</Title>
        {answer && <Text c="dimmed">{REPORT_LABELS.window(answer.report.from, answer.report.to)}</Text>}
      </Group>
      <FilterBar
        def={def.resource}
        state={params.state}
        filterData={filterData}
        file={null}
        onFileChange={() => undefined}
        onSearch={(filters, search) => {
          if (!params.search(filters, search)) void report.refetch();
        }}
        labels={FILTER_BAR_LABELS}
        actions={
          <>
            {actions}
            {canCall(admin, def.resource, 'export') && <ExportButton def={table} state={params.state} label={FILTER_BAR_LABELS.export} />}
          </>
        }
      />
      {header}
      <Paper withBorder p="sm" pos="relative" data-testid="report-chart">
        {answer && (
          <ReportChart
            def={def}
            points={answer.chart}
            onPoint={def.drill && !def.chart.seriesBy ? onPoint : undefined}
            stackBy={answer.report.groupBy[0]}
          />
        )}
      </Paper>
      <Box pos="relative" aria-busy={report.isFetching} data-report-ready={answer && !report.isFetching ? 'yes' : ''}>
        <LoadingOverlay visible={report.isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Loading' }} />
        <DataTable
          def={table}
          rows={rows}
          state={params.state}
          onSort={params.toggleSort}
          rowActions={rowActions}
          footerRow={totals}
          cellColour={colourOf}
        />
      </Box>
      {answer && <TablePagination paging={answer.paging} busy={report.isFetching} onPage={params.setPage} />}
    </Stack>
  );
}
