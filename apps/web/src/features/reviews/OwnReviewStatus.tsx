import { supportReviewStatus } from '@bo/contract';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { currentReviewAdminQuery, useUpdateOwnReviewStatus } from './api/reviews.ts';

const DATA = supportReviewStatus.options.map((o) => ({ value: String(o.value), label: o.label }));

/** The signed-in admin's own support_review_status; only review admins have one. */
export function OwnReviewStatus() {
  const me = useQuery(currentReviewAdminQuery()).data;
  const update = useUpdateOwnReviewStatus();
  if (!me?.is_review_admin) return null;
  return (
    <Group gap="xs">
      <Text size="sm">My review status</Text>
      <SegmentedControl
        aria-label="My review status"
        size="xs"
        data={DATA}
        value={String(me.support_review_status ?? '')}
        disabled={update.isPending}
        onChange={(value) => update.mutate(Number(value), { onError: (error) => toast.error(error) })}
      />
    </Group>
  );
}
