import { LoadingOverlay, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a table screen's chart: busy overlay, and the settled search (`data-chart-view`) browser tests wait for. */
export function ChartBox({ view, busy, children }: { view: string; busy: boolean; children?: ReactNode }) {
  return (
    <Paper withBorder p="sm" pos="relative" mih={120} data-testid="table-chart" data-chart-view={view}>
      <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Loading' }} />
      {children}
    </Paper>
  );
}
