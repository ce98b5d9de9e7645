import { LIVE_QUERY_REASONS } from '@bo/contract';

/** A survey the live query checks, with its targeting. */
export interface CandidateSurvey {
  id: number;
  status: number;
  visibility: number;
  score: number;
  quotaRemaining: number | null;
  devices: readonly string[];
  /** Qualifications: the question and the precodes that qualify. */
  qualifications: ReadonlyArray<{ questionId: number; questionText: string; precodes: readonly string[] }>;
}

/** What the live query knows of the user for the checks. */
export interface LiveQueryUser {
  active: boolean;
  device: string;
  /** Precodes (and typed inputs) the user gave, by question. */
  answers: ReadonlyMap<number, ReadonlySet<string>>;
  completedSurveys: ReadonlySet<number>;
  /** Surveys in the router's disqualification cache; empty when the cache is ignored. */
  disqualifiedSurveys: ReadonlySet<number>;
}

/**
 * Why the user may not take the survey, in the order the router checks; none means eligible. Live is
 * status 1 and visible is visibility 1 (the survey list's own filters).
 */
export function ineligibilityReasons(survey: CandidateSurvey, user: LiveQueryUser): string[] {
  const reasons: string[] = [];
  if (!user.active) reasons.push(LIVE_QUERY_REASONS.userNotActive);
  if (survey.status !== 1) reasons.push(LIVE_QUERY_REASONS.notLive);
  if (survey.visibility !== 1) reasons.push(LIVE_QUERY_REASONS.notVisible);
  if (survey.devices.length > 0 && !survey.devices.includes(user.device)) reasons.push(LIVE_QUERY_REASONS.deviceNotTargeted);
  if (survey.quotaRemaining === 0) reasons.push(LIVE_QUERY_REASONS.quotaFull);
  for (const q of survey.qualifications) {
    const given = user.answers.get(q.questionId);
    if (!given || !q.precodes.some((p) => given.has(p))) reasons.push(LIVE_QUERY_REASONS.profilingMismatch(q.questionText));
  }
  if (user.completedSurveys.has(survey.id)) reasons.push(LIVE_QUERY_REASONS.alreadyCompleted);
  if (user.disqualifiedSurveys.has(survey.id)) reasons.push(LIVE_QUERY_REASONS.disqualifiedEarlier);
  return reasons;
}
