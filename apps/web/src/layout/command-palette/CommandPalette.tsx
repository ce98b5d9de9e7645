import '@mantine/spotlight/styles.css';
import type { Admin } from '@bo/contract';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { useLocalStorage } from '@mantine/hooks';
import { IconClock, IconFileText, IconSearch, IconUser } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PALETTE_MESSAGES } from './messages.ts';
import { entityItems, matchingPages, pageItems, recentStorageKey, withRecent, type PaletteItem } from './palette-items.ts';

const [store, spotlight] = createSpotlight();

export interface CommandPaletteProps {
  admin: Admin;
  /** Counts the launcher's open requests (Ctrl/Cmd+K, the navbar button): each one opens the palette. */
  openRequests: number;
}

/**
 * The command palette (issue 19): pages the admin may open by name, entities by a note-badge prefix
 * (ps123, s45, o9, fs12 ...), a bare id, an e-mail or a hash, and the admin's recent choices. Loaded
 * only when first asked for, so the first page load does not carry it.
 */
export default function CommandPalette({ admin, openRequests }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useLocalStorage<PaletteItem[]>({
    key: recentStorageKey(admin.id),
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const pages = useMemo(() => pageItems(admin), [admin]);

  useEffect(() => {
    if (openRequests > 0) spotlight.open();
  }, [openRequests]);

  const entities = entityItems(admin, query);
  const found = matchingPages(pages, query);
  const choose = (item: PaletteItem) => {
    // Written at once, not in a state updater that runs only if the palette renders again.
    setRecent(withRecent(recent, item));
    // The next opening starts empty, on the recent items.
    setQuery('');
    void navigate(item.to);
  };
  const action = (item: PaletteItem, icon: React.ReactNode) => (
    <Spotlight.Action key={item.id} label={item.label} description={item.description} leftSection={icon} onClick={() => choose(item)} />
  );
  const empty = query.trim() === '';
  // Spotlight draws a group's label in CSS only; role and name make the group findable and announced.
  const group = (label: string, items: PaletteItem[], icon: React.ReactNode) => (
    <Spotlight.ActionsGroup label={label} role="group" aria-label={label}>
      {items.map((item) => action(item, icon))}
    </Spotlight.ActionsGroup>
  );

  return (
    <Spotlight.Root store={store} query={query} onQueryChange={setQuery} shortcut={null} scrollable maxHeight="60vh">
      <Spotlight.Search
        placeholder={PALETTE_MESSAGES.placeholder}
        aria-label={PALETTE_MESSAGES.searchLabel}
        leftSection={<IconSearch size={18} />}
      />
      <Spotlight.ActionsList>
        {empty && recent.length > 0 && group(PALETTE_MESSAGES.recent, recent, <IconClock size={18} />)}
        {entities.length > 0 && group(PALETTE_MESSAGES.entities, entities, <IconUser size={18} />)}
        {found.length > 0 && group(PALETTE_MESSAGES.pages, found, <IconFileText size={18} />)}
        {!empty && entities.length === 0 && found.length === 0 && <Spotlight.Empty>{PALETTE_MESSAGES.nothingFound}</Spotlight.Empty>}
        {empty && recent.length === 0 && <Spotlight.Empty>{PALETTE_MESSAGES.hint}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
