import { feedbackResource } from '@bo/contract';
import { Button } from '@mantine/core';
import { useCurrentRoute } from '../../routing/current-route.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { useMarkFeedbackHandled } from './api/feedback.ts';

export const FEEDBACK_LABELS = { markHandled: 'Mark handled' } as const;

/** /feedback: the table screen with the page holders' 'Mark handled' on each new feedback. */
export default function FeedbackPage() {
  const route = useCurrentRoute();
  const markHandled = useMarkFeedbackHandled();
  const rowActions = (row: ListRow) =>
    row.status === 'new' ? (
      <Button
        size="compact-xs"
        variant="light"
        loading={markHandled.isPending && markHandled.variables === Number(row.id)}
        onClick={() => markHandled.mutate(Number(row.id))}
      >
        {FEEDBACK_LABELS.markHandled}
      </Button>
    ) : null;
  return <TableScreen resource={feedbackResource} title={route?.title ?? feedbackResource.title} rowActions={rowActions} />;
}
