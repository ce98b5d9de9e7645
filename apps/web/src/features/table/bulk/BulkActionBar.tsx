import type { ResourceBulkAction } from '@bo/contract';
import { Button, Group, Modal, Paper, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { TABLE_MESSAGES } from '../messages.ts';
import { useBulkAction } from './bulk-call.ts';
import type { RowId } from './row-selection.ts';

export interface BulkActionBarProps {
  /** The bulk actions the admin may call. */
  actions: readonly ResourceBulkAction[];
  selected: readonly RowId[];
  onClear: () => void;
  /** After an action: show what it changed (the list's reload, the search run again). */
  onChanged: () => unknown;
}

/** 'N selected' and the actions on them; each asks for confirmation (and its comment), then toasts the result. */
export function BulkActionBar({ actions, selected, onClear, onChanged }: BulkActionBarProps) {
  const [chosen, setChosen] = useState<ResourceBulkAction | null>(null);
  if (selected.length === 0) return null;
  return (
    <Paper withBorder p="xs" role="region" aria-label={TABLE_MESSAGES.selectedCount(selected.length)}>
      <Group gap="sm">
        <Text fw={600} fz="sm">
          {TABLE_MESSAGES.selectedCount(selected.length)}
        </Text>
        {actions.map((action) => (
          <Button key={action.label} size="xs" variant="light" onClick={() => setChosen(action)}>
            {action.label}
          </Button>
        ))}
        <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
          {TABLE_MESSAGES.clearSelection}
        </Button>
      </Group>
      {chosen && <BulkConfirmModal onChanged={onChanged} action={chosen} ids={selected} onDone={onClear} onClose={() => setChosen(null)} />}
    </Paper>
  );
}

function BulkConfirmModal(props: {
  onChanged: () => unknown;
  action: ResourceBulkAction;
  ids: readonly RowId[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { onChanged, action, ids, onDone, onClose } = props;
  const run = useBulkAction(onChanged);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (action.commentField && comment.trim() === '') return setError(TABLE_MESSAGES.bulkCommentRequired);
    run.mutate(
      { action, ids, comment: comment.trim() },
      {
        onSuccess: () => {
          toast.success(TABLE_MESSAGES.bulkDone(action.label, ids.length));
          onDone();
          onClose();
        },
        onError: (failure) => toast.error(failure),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={TABLE_MESSAGES.bulkTitle(action.label, ids.length)}>
      <Text size="sm" mb="md">
        {TABLE_MESSAGES.bulkConfirmText(action.label, ids.length)}
      </Text>
      {action.commentField && (
        <Textarea
          label={action.commentField.label}
          required
          minRows={3}
          autosize
          value={comment}
          error={error}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            if (event.currentTarget.value.trim() !== '') setError(null);
          }}
          mb="md"
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {TABLE_MESSAGES.cancel}
        </Button>
        <Button onClick={confirm} loading={run.isPending}>
          {action.label}
        </Button>
      </Group>
    </Modal>
  );
}
