import { REVIEW_EVENT } from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../lib/realtime.ts';
import { REVIEWS_KEY } from './api/reviews.ts';

/**
 * Review additions and removals arrive over the websocket: the lists, statistics and counts are
 * fetched again at once so they appear live, between the 30 s polls.
 */
export function useReviewEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
    const offAdded = realtime.subscribe(REVIEW_EVENT.added, refresh);
    const offRemoved = realtime.subscribe(REVIEW_EVENT.removed, refresh);
    return () => {
      offAdded();
      offRemoved();
    };
  }, [queryClient]);
}
