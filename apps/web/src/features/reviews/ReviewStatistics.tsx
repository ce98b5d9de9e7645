import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { countNeedReviewQuery, reviewStatisticQuery } from './api/reviews.ts';

/** The statistic strip: open reviews, unassigned, judged today, by status; and the review store's users needing review. */
export function ReviewStatistics() {
  const statistic = useQuery(reviewStatisticQuery()).data;
  const needReview = useQuery(countNeedReviewQuery()).data ?? 0;
  return (
    <Group gap="md" aria-label="Review statistics">
      <Text size="sm">Users needing review: <b data-testid="users-need-review">{needReview}</b></Text>
      {statistic ? (
        <>
          <Text size="sm">Open: <b>{statistic.open_total}</b></Text>
          <Text size="sm">Unassigned: <b>{statistic.open_unassigned}</b></Text>
          <Text size="sm">Judged today: <b>{statistic.judged_today}</b></Text>
          {statistic.by_status.map((s) => (
            <Badge key={s.status} variant="light">
              {s.label}: {s.count}
            </Badge>
          ))}
        </>
      ) : null}
    </Group>
  );
}
