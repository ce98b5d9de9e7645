import { canOpenRoute, pathFor, userReviewStatus } from '@bo/contract';
import { Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAdmin } from '../auth/session-store.ts';
import { reviewDeskQueries, useReviewDeskRefresh, useSetReviewStatus } from './api/review-desk.ts';
import { ReviewUserDetails } from './ReviewUserDetails.tsx';
import { ReviewUserStatus } from './user-status/ReviewUserStatus.tsx';

export const REVIEW_USER_LABELS = { next: 'Next', waiting: 'Waiting for review', none: 'No user is waiting for review.' } as const;
const STATISTICS = [
  ['clicks', 'Clicks'],
  ['completes', 'Completes'],
  ['offer_clicks', 'Offer Clicks'],
  ['offer_events', 'Offer Events'],
  ['payments', 'Payments'],
  ['notes', 'Notes'],
  ['review_history', 'Reviews'],
] as const;

/**
 * /review-user: the reviewer's one-user-at-a-time desk (specification 04, section 4): the next user
 * (users/get-user-to-review), the count waiting, review status buttons 0 New ... 4 Perfect, the status
 * actions of user details and its compact details view (status, quality flags, reconciliation, connected
 * accounts; for admins who may open user details) and Next.
 */
export default function ReviewUserPage() {
  const admin = useAdmin();
  const next = useQuery(reviewDeskQueries.next());
  const count = useQuery(reviewDeskQueries.count());
  const user = next.data?.data ?? null;
  const statistics = useQuery(reviewDeskQueries.statistics(user?.id));
  const refresh = useReviewDeskRefresh();
  const setReview = useSetReviewStatus(user?.id);
  const withStatusActions = admin !== null && canOpenRoute(admin, 'user_details');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Review User</Title>
        <Group>
          <Badge size="lg" variant="light" aria-label={REVIEW_USER_LABELS.waiting}>
            {REVIEW_USER_LABELS.waiting}: {count.data?.data ?? 0}
          </Badge>
          <Button variant="default" onClick={() => void refresh()} loading={next.isFetching}>
            {REVIEW_USER_LABELS.next}
          </Button>
        </Group>
      </Group>
      {next.isPending ? <Loader /> : null}
      {next.isError ? <Text c="red">{next.error.message}</Text> : null}
      {next.isSuccess && user === null ? <Text>{REVIEW_USER_LABELS.none}</Text> : null}
      {user ? (
        <Card withBorder aria-label={`User ${user.id} to review`} data-user-id={user.id}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Group>
                {canOpenRoute(admin!, 'user_details') ? (
                  <Anchor component={Link} to={pathFor('user_details', { userId: user.id })} fw={600}>
                    User {user.id}
                  </Anchor>
                ) : (
                  <Text fw={600}>User {user.id}</Text>
                )}
                <Text c="dimmed">
                  {user.app_name} · {user.country_code ?? '-'} · {user.email ?? '-'}
                </Text>
              </Group>
              <Badge variant="outline">Review: {user.review_status_label}</Badge>
            </Group>
            {withStatusActions ? <ReviewUserStatus review={{ user: { id: user.id, status: user.status } }} /> : null}
            {withStatusActions ? <ReviewUserDetails userId={user.id} /> : null}
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
              {STATISTICS.map(([key, label]) => (
                <Stack key={key} gap={0}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={600}>{statistics.data?.data.statistics[key] ?? '-'}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Group gap="xs" role="group" aria-label="Review status">
              {userReviewStatus.options.map((o) => (
                <Button
                  key={o.value}
                  size="xs"
                  variant={user.review_status === o.value ? 'filled' : 'light'}
                  loading={setReview.isPending && setReview.variables === o.value}
                  onClick={() => setReview.mutate(Number(o.value))}
                >
                  {o.value} {o.label}
                </Button>
              ))}
            </Group>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
