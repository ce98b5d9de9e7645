import type { Colour } from '@bo/contract';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { MANTINE_COLOUR } from '../colour.ts';

/**
 * One figure with its traffic-light colour (section 9). `data-colour` names the colour in product
 * words so a reviewer (and the browser tests) can read it; no colour means the figure is not judged.
 */
export function ColouredValue({ colour, children }: { colour: Colour | null; children: ReactNode }) {
  if (!colour) return <span data-colour="none">{children}</span>;
  return (
    <Badge color={MANTINE_COLOUR[colour]} variant="light" data-colour={colour} style={{ textTransform: 'none' }}>
      {children}
    </Badge>
  );
}
