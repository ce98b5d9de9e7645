import type { ReactNode } from 'react';
import { EarnStarUserHoverCard } from '../hover-cards/EarnStarUserHoverCard.tsx';
import { SurveyHoverCard } from '../hover-cards/SurveyHoverCard.tsx';
import { EntityLabel } from './EntityLabel.tsx';
import { entityTargets } from './entity-target.ts';

type Id = string | number;

/** The labels of specification 01, 2.8; survey and user labels carry their hover cards. */
export function SurveyLabel({ surveyId, children }: { surveyId: Id; children?: ReactNode }) {
  return (
    <EntityLabel
      target={entityTargets.survey(surveyId)}
      hoverCard={(link) => <SurveyHoverCard surveyId={surveyId}>{link}</SurveyHoverCard>}
    >
      {children ?? surveyId}
    </EntityLabel>
  );
}

export function UserLabel({ userId, children }: { userId: Id; children?: ReactNode }) {
  return (
    <EntityLabel
      target={entityTargets.user(userId)}
      hoverCard={(link) => <EarnStarUserHoverCard userId={userId}>{link}</EarnStarUserHoverCard>}
    >
      {children ?? userId}
    </EntityLabel>
  );
}

export { AppLabel, SupplierBuyerLabel, SupplierBuyersLabel, SupplierLabel } from './plain-labels.tsx';
