import { NOTE_MESSAGES } from '@bo/contract';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { toastMessage } from '../../../lib/toast-message.ts';
import { isMissingUuidGetterError, noteDraftState } from './note-rules.ts';
import { useAddUserNote } from './notes-api.ts';

/** Adds a note: counter n/255, 'Character limit exceeded' over the limit, Save only for 1 to 255 characters after trimming. */
export function AddNoteForm({ userId }: { userId: number }) {
  const [draft, setDraft] = useState('');
  const add = useAddUserNote(userId);
  const state = noteDraftState(draft);
  const saved = () => {
    setDraft('');
    toast.success(NOTE_MESSAGES.added);
  };
  const save = () =>
    add.mutate(draft.trim(), {
      onSuccess: saved,
      onError: (error) => {
        if (isQuietFailure(error)) return;
        if (isMissingUuidGetterError(toastMessage(error))) saved();
        else toast.error(NOTE_MESSAGES.failed);
      },
    });
  return (
    <Stack gap={4}>
      <Textarea
        label="New note"
        placeholder="Write a note (s123 survey, ps123 user, o123 offer ...)"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={2}
        error={state.tooLong ? NOTE_MESSAGES.tooLong : undefined}
      />
      <Group justify="space-between">
        <Text size="xs" c={state.tooLong ? 'red' : 'dimmed'} aria-label="Note length">
          {state.counter}
        </Text>
        <Button size="xs" onClick={save} disabled={!state.canSave} loading={add.isPending}>
          Save note
        </Button>
      </Group>
    </Stack>
  );
}
