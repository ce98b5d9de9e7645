import type { ResourceDef } from '@bo/contract';
import { Button, Checkbox, Group, Popover, SegmentedControl, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { TABLE_MESSAGES } from '../messages.ts';
import type { TableDensity } from './table-view.ts';
import type { TableViewControls as Controls } from './use-table-view.ts';

const DENSITIES: readonly TableDensity[] = ['comfortable', 'compact'];

/** The 'Columns' menu (a checkbox per column, Reset) and the density switch of a table screen. */
export function TableViewControls({ def, controls }: { def: ResourceDef; controls: Controls }) {
  const { view } = controls;
  const lastShown = view.hidden.length === def.columns.length - 1;
  return (
    <Group gap="xs" wrap="nowrap">
      <Popover position="bottom-end" shadow="md" withinPortal trapFocus hideDetached={false}>
        <Popover.Target>
          <Button variant="default" leftSection={<IconColumns size={16} />}>
            {TABLE_MESSAGES.columns}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={6} role="group" aria-label={TABLE_MESSAGES.columns} mah="60vh" style={{ overflowY: 'auto' }}>
            {def.columns.map((column) => (
              <Checkbox
                key={column.key}
                label={column.label}
                checked={!view.hidden.includes(column.key)}
                // The table keeps at least one column.
                disabled={lastShown && !view.hidden.includes(column.key)}
                onChange={() => controls.toggleColumn(column.key)}
              />
            ))}
            <Button
              size="xs"
              variant="subtle"
              onClick={controls.reset}
              disabled={view.hidden.length === 0 && view.density === 'comfortable'}
            >
              {TABLE_MESSAGES.columnsReset}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <SegmentedControl
        aria-label={TABLE_MESSAGES.density}
        value={view.density}
        onChange={(value) => controls.setDensity(value as TableDensity)}
        data={DENSITIES.map((d) => ({ value: d, label: TABLE_MESSAGES.densities[d] }))}
      />
    </Group>
  );
}
