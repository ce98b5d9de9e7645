import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export const FORM_ROW_LABELS = { edit: 'Edit', remove: 'Delete' } as const;

/** A row's Edit and Delete (the form engine's), beside the screen's own buttons. */
export function FormRowActions({ onEdit, onDelete, extra }: { onEdit?: () => void; onDelete?: () => void; extra?: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <Button size="compact-xs" variant="light" onClick={onEdit}>
          {FORM_ROW_LABELS.edit}
        </Button>
      )}
      {onDelete && (
        <Button size="compact-xs" variant="light" color="red" onClick={onDelete}>
          {FORM_ROW_LABELS.remove}
        </Button>
      )}
      {extra}
    </Group>
  );
}
