import type { Conversation } from '@bo/contract';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';

interface Props {
  conversations: Conversation[];
  selectedUuid: string | null;
  onOpen: (uuid: string) => void;
  checked: ReadonlySet<string>;
  onCheck: (uuid: string, on: boolean) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  total: number;
}

function who(c: Conversation): string {
  return c.creator.name ?? c.creator.email ?? `User ${c.creator.external_id}`;
}

/** The conversations of the active filters, 30 a page, with load-more and checkboxes for bulk actions. */
export function ConversationList(props: Props) {
  const { conversations, selectedUuid } = props;
  return (
    <Stack gap={4}>
      <Stack gap={4} role="list" aria-label="Conversations">
        <Text size="xs" c="dimmed">
          {props.total} conversations
        </Text>
        {conversations.length === 0 && <Text c="dimmed">No conversations match these filters.</Text>}
        {conversations.map((c) => (
          <Paper
            key={c.uuid}
            role="listitem"
            data-conversation={c.uuid}
            aria-label={`Conversation with ${who(c)}`}
            aria-current={c.uuid === selectedUuid ? 'true' : undefined}
            withBorder
            p="xs"
            bg={c.uuid === selectedUuid ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Checkbox
                aria-label={`Select conversation with ${who(c)}`}
                checked={props.checked.has(c.uuid)}
                onChange={(e) => props.onCheck(c.uuid, e.currentTarget.checked)}
              />
              <UnstyledButton onClick={() => props.onOpen(c.uuid)} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Text fw={600} size="sm" truncate>
                    {who(c)}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {c.is_ticket && <Badge size="xs">Ticket</Badge>}
                    {c.unseen_count > 0 && (
                      <Badge size="xs" color="red" aria-label={`${c.unseen_count} unseen`}>
                        {c.unseen_count}
                      </Badge>
                    )}
                  </Group>
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {c.latest_message ? (c.latest_message.text ?? 'Message deleted') : 'No messages yet'}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.assignee ? c.assignee.name : 'Unassigned'} · {c.status}
                </Text>
              </UnstyledButton>
            </Group>
          </Paper>
        ))}
      </Stack>
      {/* Load more sits after the list, not among its items (issue 19, axe). */}
      {props.hasMore && (
        <Button variant="light" size="xs" loading={props.loadingMore} onClick={props.onLoadMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
