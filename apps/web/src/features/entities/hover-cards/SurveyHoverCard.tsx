import type { ReactNode } from 'react';
import { HoverCardFrame } from './HoverCardFrame.tsx';
import { SurveyCard } from './SurveyCard.tsx';

export function SurveyHoverCard({ surveyId, children }: { surveyId: string | number; children: ReactNode }) {
  return <HoverCardFrame card={<SurveyCard surveyId={surveyId} />}>{children}</HoverCardFrame>;
}
