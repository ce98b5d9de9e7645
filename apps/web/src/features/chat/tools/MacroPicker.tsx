import { can, SUB_PERMISSION, type Macro } from '@bo/contract';
import { ActionIcon, Button, Divider, Group, Popover, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdmin } from '../../auth/session-store.ts';
import { MacroFormModal } from './MacroFormModal.tsx';
import { toolsQueries } from './tools-api.ts';

/** Macros whose title or text holds `search` (case-insensitive). */
export function matchingMacros(macros: readonly Macro[], search: string): Macro[] {
  const needle = search.trim().toLowerCase();
  return needle === ''
    ? [...macros]
    : macros.filter((m) => m.title.toLowerCase().includes(needle) || m.text.toLowerCase().includes(needle));
}

/**
 * The composer's macro menu: the caller's mostly used macros first, then all of them by title;
 * picking one inserts its text. Admins with Manage Macros create and edit them here too.
 */
export function MacroPicker({ onPick }: { onPick: (macro: Macro) => void }) {
  const admin = useAdmin();
  const mayManage = !!admin && can(admin, SUB_PERMISSION.manageMacros);
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Macro | null | undefined>(undefined);
  const macros = useQuery(toolsQueries.macros(opened));

  const pick = (macro: Macro) => {
    onPick(macro);
    setOpened(false);
  };
  // The menu closes first, so its focus trap never competes with the editor's.
  const edit = (macro: Macro | null) => {
    setOpened(false);
    setEditing(macro);
  };
  const row = (macro: Macro, group: string) => (
    <Group key={`${group}-${macro.uuid}`} gap={4} wrap="nowrap" role="listitem">
      <UnstyledButton onClick={() => pick(macro)} style={{ flex: 1 }} aria-label={`Insert macro ${macro.title}`}>
        <Text size="sm" fw={500} truncate>
          {macro.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {macro.text}
        </Text>
      </UnstyledButton>
      {mayManage && (
        <ActionIcon variant="subtle" size="sm" aria-label={`Edit macro ${macro.title}`} onClick={() => edit(macro)}>
          ✎
        </ActionIcon>
      )}
    </Group>
  );
  const all = matchingMacros(macros.data?.data ?? [], search);
  const mostlyUsed = search.trim() === '' ? (macros.data?.mostly_used ?? []) : [];

  return (
    <>
      {/*
        Focusing the search box can scroll the composer's button out of view; the menu stays shown
        (hideDetached off) rather than vanishing while still open.
      */}
      <Popover opened={opened} onChange={setOpened} width={360} position="top-start" withinPortal trapFocus hideDetached={false}>
        <Popover.Target>
          <Button size="xs" variant="default" onClick={() => setOpened((o) => !o)}>
            Macros
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                aria-label="Search macros"
                placeholder="Search macros"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              {mayManage && (
                <Button size="xs" variant="light" onClick={() => edit(null)}>
                  New macro
                </Button>
              )}
            </Group>
            {macros.isPending && (
              <Text size="xs" c="dimmed">
                Loading macros…
              </Text>
            )}
            {macros.isError && (
              <Text size="xs" c="red">
                The macros could not be loaded.
              </Text>
            )}
            <ScrollArea.Autosize mah={320}>
              <Stack gap={6}>
                {mostlyUsed.length > 0 && (
                  <Stack gap={4} role="list" aria-label="Mostly used macros">
                    <Text size="xs" c="dimmed" tt="uppercase">
                      Mostly used
                    </Text>
                    {mostlyUsed.map((m) => row(m, 'used'))}
                    <Divider />
                  </Stack>
                )}
                <Stack gap={4} role="list" aria-label="All macros">
                  {macros.isSuccess && all.length === 0 && (
                    <Text size="xs" c="dimmed">
                      No macros match.
                    </Text>
                  )}
                  {all.map((m) => row(m, 'all'))}
                </Stack>
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <MacroFormModal macro={editing ?? null} opened={editing !== undefined} onClose={() => setEditing(undefined)} />
    </>
  );
}
