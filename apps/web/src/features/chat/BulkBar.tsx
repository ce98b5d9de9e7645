import type { ConversationAction } from '@bo/contract';
import { Button, Group, Text } from '@mantine/core';
import { AssigneePicker, StatusActions } from './ConversationActions.tsx';

interface Props {
  count: number;
  actions: readonly ConversationAction[];
  onAction: (action: ConversationAction, snoozeUntil?: string) => void;
  onAssign: (adminId: number | null) => void;
  onClear: () => void;
  busy: boolean;
}

/** Actions over the checked conversations (spec 03 §3 bulk actions). */
export function BulkBar({ count, actions, onAction, onAssign, onClear, busy }: Props) {
  if (count === 0) return null;
  return (
    <Group gap="xs" role="toolbar" aria-label="Bulk actions">
      <Text size="sm">{count} selected</Text>
      <StatusActions actions={actions} onAction={onAction} busy={busy} />
      <AssigneePicker conversation={null} onAssign={onAssign} />
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        Clear selection
      </Button>
    </Group>
  );
}
