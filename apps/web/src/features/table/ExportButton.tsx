import type { ResourceDef } from '@bo/contract';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isQuietFailure } from '../../lib/api/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { exportCsv, type ExportExtras } from './api/export-csv.ts';
import { saveFile } from './api/save-file.ts';
import { TABLE_MESSAGES } from './messages.ts';
import type { ListState } from './state/list-state.ts';

/**
 * CSV export of every row the filters match (the chosen ids file included), with a progress line
 * while the file streams in (the bytes received so far). Saved under the server's file name or
 * {exportName}.csv.
 */
export function ExportButton({ def, state, label, extras }: { def: ResourceDef; state: ListState; label: string; extras?: ExportExtras }) {
  const [received, setReceived] = useState<number | null>(null);
  const start = async () => {
    setReceived(0);
    try {
      const file = await exportCsv(
        def,
        state,
        def.columns.map((c) => c.key),
        setReceived,
        extras,
      );
      saveFile(file.blob, file.fileName);
    } catch (error) {
      // "Export failure: same as above" (specification 01, 8).
      if (!isQuietFailure(error)) toast.error(error);
    } finally {
      setReceived(null);
    }
  };
  const busy = received !== null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="light" leftSection={<IconDownload size={16} />} onClick={start} disabled={busy}>
        {label}
      </Button>
      {busy && (
        <Group gap={6} wrap="nowrap" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {received === 0 ? TABLE_MESSAGES.exportStarting : TABLE_MESSAGES.exporting(received)}
          </Text>
        </Group>
      )}
    </Group>
  );
}
