import type { ResourceDef } from '@bo/contract';
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { useImportCsv } from './api/import-csv.ts';
import type { ListState } from './state/list-state.ts';

/**
 * Import: choose a CSV, it is sent with the current filters; afterwards the chosen file is
 * cleared and the table reloads (specification 01, 4 and 7).
 */
export function ImportButton({ def, state, label }: { def: ResourceDef; state: ListState; label: string }) {
  const importCsv = useImportCsv(def);
  const resetRef = useRef<() => void>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    importCsv.mutate({ state, file }, { onSettled: () => resetRef.current?.() });
  };
  return (
    <FileButton onChange={choose} accept=".csv,text/csv" resetRef={resetRef}>
      {(props) => (
        <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={importCsv.isPending}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
