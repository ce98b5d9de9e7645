import type { Shade } from '@bo/contract';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The light / medium / dark shades of section 9 (offer payout badge, matching probability) as Mantine badges;
 * each text colour keeps at least 4.5:1 against its fill (white on indigo.5 did not: axe, issue 19).
 */
const LOOK: Readonly<Record<Shade, { color: string; text: string }>> = {
  dark: { color: 'indigo.9', text: 'white' },
  medium: { color: 'indigo.3', text: 'black' },
  light: { color: 'indigo.1', text: 'indigo.9' },
};

/** A figure in its shade; `data-shade` names it in product words. No shade: an outlined grey badge. */
export function ShadeBadge({ shade, children }: { shade: Shade | null; children: ReactNode }) {
  if (!shade)
    return (
      <Badge variant="outline" color="gray" data-shade="none" style={{ textTransform: 'none' }}>
        {children}
      </Badge>
    );
  return (
    <Badge variant="filled" color={LOOK[shade].color} c={LOOK[shade].text} data-shade={shade} style={{ textTransform: 'none' }}>
      {children}
    </Badge>
  );
}
