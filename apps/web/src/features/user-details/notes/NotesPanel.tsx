import { NOTES_PER_PAGE, USER_DETAILS_EMPTY } from '@bo/contract';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toastMessage } from '../../../lib/toast-message.ts';
import { formatDay } from '../format.ts';
import { AddNoteForm } from './AddNoteForm.tsx';
import { NoteText } from './NoteText.tsx';
import { userNotesQuery } from './notes-api.ts';
import { adminTextColour } from '../../../lib/admin-colour.ts';

/** Section 3 'User notes': the newest 5 notes, 'All (n)' when there are more, and the add form (specification 02). */
export function NotesPanel({ userId }: { userId: number }) {
  const [showAll, setShowAll] = useState(false);
  const notes = useQuery(userNotesQuery(userId, showAll));
  const total = notes.data?.pagination.total ?? 0;
  return (
    <Stack gap="sm">
      {notes.isPending && <Loader size="sm" />}
      {notes.isError && (
        <Text size="sm" c="red">
          {toastMessage(notes.error)}
        </Text>
      )}
      {notes.data && notes.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {USER_DETAILS_EMPTY.noData}
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
        {notes.data?.data.map((note) => (
          <li key={note.uuid}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Text size="xs" c="dimmed" miw={80}>
                {formatDay(note.created_at)}
              </Text>
              <Text size="xs" fw={600} c={adminTextColour(note.admin?.hex_color)} miw={100}>
                {note.admin?.name ?? '-'}
              </Text>
              <NoteText text={note.text} />
            </Group>
          </li>
        ))}
      </Stack>
      {!showAll && total > NOTES_PER_PAGE && (
        <Group>
          <Button size="xs" variant="light" onClick={() => setShowAll(true)}>
            All ({total})
          </Button>
        </Group>
      )}
      <AddNoteForm userId={userId} />
    </Stack>
  );
}
