import { ZUserNoteBody } from '@bo/contract';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { validateForm } from '../../../lib/form-validation.ts';
import { NoteText } from './NoteText.tsx';
import { useUserNoteMutations } from './tool-mutations.ts';
import { toolsQueries, type ChatUserRef } from './tools-api.ts';
import { displayDateTime } from '../../../lib/date-time.ts';

/** Notes staff keep about the conversation's user: listed newest first, added and deleted here. */
export function UserNotes({ user }: { user: ChatUserRef }) {
  const notes = useQuery(toolsQueries.notes(user));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { add, remove } = useUserNoteMutations(user, () => setText(''));
  const submit = () => {
    const checked = validateForm(ZUserNoteBody, { text });
    setError(checked.ok ? undefined : checked.fields.text);
    if (checked.ok) add.mutate(checked.data.text);
  };

  return (
    <Stack gap="xs" role="region" aria-label="User notes">
      <Title order={5}>Notes</Title>
      <Textarea
        aria-label="New note"
        placeholder="A note about this user"
        autosize
        minRows={2}
        value={text}
        error={error}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} loading={add.isPending}>
          Add note
        </Button>
      </Group>
      {notes.isPending && (
        <Text size="xs" c="dimmed">
          Loading notes…
        </Text>
      )}
      {notes.isError && (
        <Text size="xs" c="red">
          The notes could not be loaded.
        </Text>
      )}
      {notes.isSuccess && notes.data.data.length === 0 && (
        <Text size="xs" c="dimmed">
          No notes about this user yet.
        </Text>
      )}
      <Stack gap={4} role="list" aria-label="Notes">
        {notes.data?.data.map((note) => (
          <Paper key={note.uuid} withBorder p={6} role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
              <NoteText text={note.text} />
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label="Delete note"
                loading={remove.isPending && remove.variables === note.uuid}
                onClick={() => remove.mutate(note.uuid)}
              >
                ×
              </ActionIcon>
            </Group>
            <Text size="xs" c="dimmed">
              {note.admin?.name ?? 'Unknown admin'} · {displayDateTime(note.created_at)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
