import { matchingProbabilityShade } from '@bo/contract';
import { ShadeBadge } from '../ShadeBadge.tsx';

/** Matching probability in its shade of section 9 (99/100 dark, 80 medium, 50 light). */
export function MatchingProbability({ value }: { value: number }) {
  return <ShadeBadge shade={matchingProbabilityShade(value)}>{value}%</ShadeBadge>;
}
