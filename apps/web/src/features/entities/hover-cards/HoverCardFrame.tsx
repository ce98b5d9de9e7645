import { HoverCard } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

const OPEN_DELAY_MS = 300;

/**
 * The hover card around a label link; the dropdown (and so its request) exists only while open. The
 * card is named by the label it hangs from. The wrapper span carries no popup roles (aria-expanded is
 * not allowed on a span, issue 19): the link inside it is what the keyboard reaches.
 */
export function HoverCardFrame({ children, card }: { children: ReactNode; card: ReactNode }) {
  const labelId = useId();
  return (
    <HoverCard width={320} shadow="md" openDelay={OPEN_DELAY_MS} withinPortal position="bottom-start" withRoles={false}>
      <HoverCard.Target>
        <span id={labelId}>{children}</span>
      </HoverCard.Target>
      <HoverCard.Dropdown role="dialog" aria-labelledby={labelId}>
        {card}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
