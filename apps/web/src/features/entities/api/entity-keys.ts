/** The entity cards' and detail pages' query keys, one per read, by the entity's id. */
export const entityKeys = {
  detail: (resource: string, id: string) => ['detail', resource, id] as const,
  offerBasic: (offerId: number | string) => ['offer', String(offerId), 'basic'] as const,
  earnStarUserBasic: (userId: number | string) => ['earn-star', 'user', String(userId), 'basic'] as const,
  surveyBasic: (surveyId: number | string) => ['surveys', String(surveyId), 'basic'] as const,
  clickBreakdown: (surveyId: number | string) => ['surveys', String(surveyId), 'click-breakdown'] as const,
  userOfferDetails: (userId: number | string) => ['user', String(userId), 'offer-details'] as const,
  userProfilingBasics: (userId: number | string) => ['user-profiling', String(userId), 'basics'] as const,
};
