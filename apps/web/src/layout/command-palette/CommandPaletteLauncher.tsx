import type { Admin } from '@bo/contract';
import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PALETTE_MESSAGES } from './messages.ts';

/** The palette and Mantine Spotlight load on the first Ctrl/Cmd+K or click, never with the first page. */
const CommandPalette = lazy(() => import('./CommandPalette.tsx'));

/** The navbar's Search button and the Ctrl/Cmd+K shortcut (also inside inputs) that open the command palette. */
export function CommandPaletteLauncher({ admin }: { admin: Admin }) {
  const [openRequests, setOpenRequests] = useState(0);
  const open = () => setOpenRequests((n) => n + 1);
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconSearch size={14} />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={open}
        title={PALETTE_MESSAGES.buttonLabel}
        aria-keyshortcuts="Control+K Meta+K"
      >
        {PALETTE_MESSAGES.button}
      </Button>
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <CommandPalette admin={admin} openRequests={openRequests} />
        </Suspense>
      )}
    </>
  );
}
