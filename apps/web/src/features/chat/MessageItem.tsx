import { isEventMessage, type ChatMessage } from '@bo/contract';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { displayDateTime, displayInstantsIn } from '../../lib/date-time.ts';

interface Props {
  message: ChatMessage;
  onDelete?: () => void;
  /** A send that failed: offered again with a retry button. */
  failed?: boolean;
  pending?: boolean;
  onRetry?: () => void;
}

/** One message of the thread: replies right, user messages left, notes tinted, events centred. */
export function MessageItem({ message, onDelete, failed, pending, onRetry }: Props) {
  if (isEventMessage(message.type)) {
    return (
      <Text size="xs" c="dimmed" ta="center" role="listitem">
        {displayInstantsIn(message.text ?? '')}
      </Text>
    );
  }
  const isNote = message.type === 'note';
  const deleted = message.deleted_at !== null;
  return (
    <Paper
      role="listitem"
      aria-label={`Message from ${message.author_name ?? 'user'}`}
      withBorder
      p="xs"
      maw="80%"
      ml={message.is_support_message ? 'auto' : undefined}
      bg={isNote ? 'var(--mantine-color-yellow-light)' : failed ? 'var(--mantine-color-red-light)' : undefined}
      data-status={failed ? 'error' : pending ? 'sending' : message.status}
    >
      <Text size="xs" c="dimmed">
        {message.author_name ?? 'User'}
        {isNote ? ' · note' : ''} · {displayDateTime(message.created_at)}
      </Text>
      {deleted ? (
        <Text size="sm" fs="italic" c="dimmed">
          deleted by {message.deleted_by_name ?? 'an admin'}
        </Text>
      ) : (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Text>
          {message.translated_text && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {message.translated_text}
            </Text>
          )}
          {message.attachments.map((a) => (
            <Anchor key={a.uuid} href={a.url} target="_blank" size="xs" display="block">
              {a.file_name}
            </Anchor>
          ))}
        </>
      )}
      <Group gap={4} justify="flex-end">
        {failed && (
          <>
            <Text size="xs" c="red">
              Not sent
            </Text>
            <Button size="compact-xs" color="red" variant="light" onClick={onRetry}>
              Retry
            </Button>
          </>
        )}
        {pending && (
          <Text size="xs" c="dimmed">
            Sending…
          </Text>
        )}
        {onDelete && !deleted && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
            Delete
          </Button>
        )}
      </Group>
    </Paper>
  );
}
