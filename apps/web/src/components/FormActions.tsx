import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** The submit button's text. */
  submit: ReactNode;
  onCancel: () => void;
  /** The dismiss button's text: 'Cancel' unless the form stays open for more ('Close'). */
  cancel?: ReactNode;
  color?: MantineColor;
  busy?: boolean;
}

/** The footer of every modal form: dismiss on the left, submit (busy while saving) on the right. */
export function FormActions({ submit, onCancel, cancel = 'Cancel', color, busy = false }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" color={color} loading={busy}>
        {submit}
      </Button>
    </Group>
  );
}
