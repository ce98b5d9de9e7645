import { userStatus, type UserReview } from '@bo/contract';
import { Badge, Button, Group, Loader, Menu, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActivateModal } from '../../user-status/ActivateModal.tsx';
import { StatusBadge } from '../../user-status/StatusBadge.tsx';
import { STATUS_ACTIONS, StatusModal, type StatusAction } from '../../user-status/StatusModal.tsx';
import { userStatusDotColour, userStatusLabel } from '../../user-details/widgets/user-status.ts';
import { reviewedUserQuery, storeReturnedUser, type ReviewedUser } from '../api/review-user.ts';

/**
 * /support-user-reviews: the reviewed user's status with the status actions of the details page. The user
 * is loaded when the actions menu opens; a change puts the returned user into the cache, no reload.
 */
export function ReviewUserStatus({ review }: { review: { user: Pick<UserReview['user'], 'id' | 'status'> } }) {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(false);
  const [action, setAction] = useState<StatusAction | null>(null);
  const [activating, setActivating] = useState(false);
  const loaded = useQuery({ ...reviewedUserQuery(review.user.id), enabled: wanted });
  const onUpdated = (answer: ReviewedUser) => storeReturnedUser(queryClient, answer);
  const user = loaded.data?.user;
  const status = user?.status ?? review.user.status;
  const shown = STATUS_ACTIONS.filter((a) => a.status !== userStatus.value.review || status !== userStatus.value.review);

  return (
    <Group gap={4} wrap="nowrap" data-column="user-status">
      {user ? (
        <StatusBadge user={user} onUpdated={onUpdated} />
      ) : (
        <Badge color={userStatusDotColour(status)} variant="light">
          {userStatusLabel(status)}
        </Badge>
      )}
      <Menu position="bottom-end" withinPortal onOpen={() => setWanted(true)}>
        <Menu.Target>
          <Button variant="subtle" size="compact-xs" aria-label={`Status actions for user ${review.user.id}`}>
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {loaded.isPending ? <Loader size="xs" m="xs" /> : null}
          {loaded.isError ? (
            <Text c="red" size="sm" p="xs">
              {loaded.error.message}
            </Text>
          ) : null}
          {user ? (
            <>
              {shown.map((a) => (
                <Menu.Item key={a.status} color={a.status === userStatus.value.review ? 'yellow' : 'red'} onClick={() => setAction(a)}>
                  {a.label}
                </Menu.Item>
              ))}
              {user.status !== userStatus.value.active ? (
                <Menu.Item color="green" onClick={() => setActivating(true)}>
                  Activate
                </Menu.Item>
              ) : null}
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {user ? (
        <>
          <StatusModal user={user} action={action} onClose={() => setAction(null)} onUpdated={onUpdated} />
          <ActivateModal user={user} opened={activating} onClose={() => setActivating(false)} onUpdated={onUpdated} />
        </>
      ) : null}
    </Group>
  );
}
