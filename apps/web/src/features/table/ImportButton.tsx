import type { ResourceDef } from '@bo/contract';
import { Button, FileButton, Group, Modal, Table, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useImportCsv, usePreviewImportCsv, type ImportPreviewAnswer } from './api/import-csv.ts';
import { TABLE_MESSAGES } from './messages.ts';
import type { ListState } from './state/list-state.ts';

interface Pending {
  file: File;
  changes: ImportPreviewAnswer['data']['changes'];
}

/**
 * Import: choose a CSV, it is sent with the current filters; afterwards the chosen file is
 * cleared and the table reloads (specification 01, 4 and 7). An import with a preview first
 * shows what the file would change and writes only when the admin confirms.
 */
export function ImportButton({
  def,
  state,
  label,
  onImported,
}: {
  def: ResourceDef;
  state: ListState;
  label: string;
  /** After a file is written: screens beside the resource's own table reload theirs (a report). */
  onImported?: () => void;
}) {
  const importCsv = useImportCsv(def);
  const preview = usePreviewImportCsv(def);
  const [pending, setPending] = useState<Pending | null>(null);
  const resetRef = useRef<() => void>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    const clear = { onSettled: () => resetRef.current?.() };
    if (def.importable?.preview) {
      preview.mutate({ state, file }, { ...clear, onSuccess: (answer) => setPending({ file, changes: answer.data.changes }) });
    } else {
      importCsv.mutate({ state, file }, { ...clear, onSuccess: () => onImported?.() });
    }
  };
  const confirm = () => {
    if (pending)
      importCsv.mutate(
        { state, file: pending.file },
        {
          onSuccess: () => {
            setPending(null);
            onImported?.();
          },
        },
      );
  };
  return (
    <>
      <FileButton onChange={choose} accept=".csv,text/csv" resetRef={resetRef}>
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={importCsv.isPending || preview.isPending}>
            {label}
          </Button>
        )}
      </FileButton>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? TABLE_MESSAGES.previewTitle(pending.file.name) : ''}
      >
        <Text size="sm" mb="sm">
          {TABLE_MESSAGES.previewText}
        </Text>
        <Table mb="md" aria-label="Import preview">
          <Table.Tbody>
            {pending?.changes.map((change) => (
              <Table.Tr key={change.label}>
                <Table.Td>{change.label}</Table.Td>
                <Table.Td ta="right">{change.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)}>
            {TABLE_MESSAGES.previewCancel}
          </Button>
          <Button onClick={confirm} loading={importCsv.isPending}>
            {TABLE_MESSAGES.previewConfirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
