import type { ReactNode } from 'react';
import { EarnStarUserCard } from './EarnStarUserCard.tsx';
import { HoverCardFrame } from './HoverCardFrame.tsx';

export function EarnStarUserHoverCard({ userId, children }: { userId: string | number; children: ReactNode }) {
  return <HoverCardFrame card={<EarnStarUserCard userId={userId} />}>{children}</HoverCardFrame>;
}
