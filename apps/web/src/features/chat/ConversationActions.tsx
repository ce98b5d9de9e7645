import type { Conversation, ConversationAction } from '@bo/contract';
import { Button, Group, Popover, Select, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { chatQueries } from './chat-api.ts';
import { ACTION_LABEL } from './chat-transitions.ts';

interface Props {
  actions: readonly ConversationAction[];
  onAction: (action: ConversationAction, snoozeUntil?: string) => void;
  busy?: boolean;
}

/** One hour from now in the admin's local time as the picker keeps it (YYYY-MM-DD HH:mm:ss), its starting point. */
function inAnHour(): string {
  const d = new Date(Date.now() + 3_600_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset(), 0, 0);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** The picker's local date and time as an instant: 'YYYY-MM-DDTHH:mm:ss' without an offset is local time. */
const localInstant = (value: string): string => new Date(value.replace(' ', 'T')).toISOString();

/** The status actions offered (snooze asks until when, in the admin's local time). */
export function StatusActions({ actions, onAction, busy }: Props) {
  const [until, setUntil] = useState(inAnHour);
  const [open, setOpen] = useState(false);
  return (
    <Group gap={4}>
      {actions.map((action) =>
        action === 'snooze' ? (
          <Popover key={action} opened={open} onChange={setOpen} withinPortal trapFocus>
            <Popover.Target>
              <Button size="compact-sm" variant="light" loading={busy} onClick={() => setOpen((o) => !o)}>
                {ACTION_LABEL.snooze}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs">
                {/* @mantine/dates, not the browser's picker (issue 19); its calendar stays inside this popover. */}
                <DateTimePicker
                  label="Snooze until"
                  value={until}
                  onChange={(value) => value && setUntil(value)}
                  valueFormat="DD.MM.YYYY HH:mm"
                  minDate={new Date()}
                  popoverProps={{ withinPortal: false }}
                />
                <Button
                  size="xs"
                  onClick={() => {
                    setOpen(false);
                    onAction('snooze', localInstant(until));
                  }}
                >
                  Snooze conversation
                </Button>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        ) : (
          <Button key={action} size="compact-sm" variant="light" loading={busy} onClick={() => onAction(action)}>
            {ACTION_LABEL[action]}
          </Button>
        ),
      )}
    </Group>
  );
}

/** Picks the assignee; the empty choice removes it. */
export function AssigneePicker({
  conversation,
  onAssign,
}: {
  conversation: Pick<Conversation, 'assignee'> | null;
  onAssign: (id: number | null) => void;
}) {
  const assignees = useQuery(chatQueries.assignees());
  return (
    <Select
      size="xs"
      aria-label="Assignee"
      placeholder="Unassigned"
      clearable
      w={180}
      data={(assignees.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
      value={conversation?.assignee ? String(conversation.assignee.id) : null}
      onChange={(value) => onAssign(value ? Number(value) : null)}
    />
  );
}
