import { HoverCard } from '@mantine/core';
import type { ReactNode } from 'react';

const OPEN_DELAY_MS = 300;

/** The hover card around a label link; the dropdown (and so its request) exists only while open. */
/** The card is named by the label it hangs from (Mantine links the two). */
export function HoverCardFrame({ children, card }: { children: ReactNode; card: ReactNode }) {
  return (
    <HoverCard width={320} shadow="md" openDelay={OPEN_DELAY_MS} withinPortal position="bottom-start">
      <HoverCard.Target>
        <span>{children}</span>
      </HoverCard.Target>
      <HoverCard.Dropdown role="dialog">{card}</HoverCard.Dropdown>
    </HoverCard>
  );
}
