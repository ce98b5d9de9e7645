import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { countNeedReviewQuery, reviewStatisticQuery } from './api/reviews.ts';

/** One line of open-review counts: a title and a badge a bucket. */
function CountLine({ title, counts }: { title: string; counts: { key: string; label: string; count: number; color?: string | null }[] }) {
  return (
    <Group gap="xs" role="group" aria-label={title}>
      <Text size="sm" c="dimmed">
        {title}:
      </Text>
      {counts.map((c) => (
        <Badge key={c.key} variant="light" color={c.color ?? undefined}>
          {c.label}: {c.count}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The statistic strip: open reviews, unassigned, judged today and reviews by status; the open reviews
 * by app, by assignee and by age; and the review store's users needing review.
 */
export function ReviewStatistics() {
  const statistic = useQuery(reviewStatisticQuery()).data;
  const needReview = useQuery(countNeedReviewQuery()).data ?? 0;
  return (
    <Stack gap={4} aria-label="Review statistics">
      <Group gap="md">
        <Text size="sm">
          Users needing review: <b data-testid="users-need-review">{needReview}</b>
        </Text>
        {statistic ? (
          <>
            <Text size="sm">
              Open: <b>{statistic.open_total}</b>
            </Text>
            <Text size="sm">
              Unassigned: <b>{statistic.open_unassigned}</b>
            </Text>
            <Text size="sm">
              Judged today: <b>{statistic.judged_today}</b>
            </Text>
            {statistic.by_status.map((s) => (
              <Badge key={s.status} variant="light">
                {s.label}: {s.count}
              </Badge>
            ))}
          </>
        ) : null}
      </Group>
      {statistic ? (
        <>
          <CountLine
            title="Open by app"
            counts={statistic.by_app.map((a) => ({ key: String(a.app_id), label: a.app_name, count: a.count }))}
          />
          <CountLine
            title="Open by assignee"
            counts={statistic.by_admin.map((a) => ({ key: String(a.admin_id), label: a.admin_name, count: a.count, color: a.hex_color }))}
          />
          <CountLine title="Open by age" counts={statistic.by_age.map((a) => ({ key: a.bucket, label: a.label, count: a.count }))} />
        </>
      ) : null}
    </Stack>
  );
}
