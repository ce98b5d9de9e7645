import { FEEDBACK_CALLS, feedbackResource } from '@bo/contract';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call.ts';
import { toast } from '../../lib/toast.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { listKeys } from '../table/api/list-query.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';

export const FEEDBACK_LABELS = { markHandled: 'Mark handled' } as const;

/** /feedback: the table screen with the page holders' 'Mark handled' on each new feedback. */
export default function FeedbackPage() {
  const route = useCurrentRoute();
  const queryClient = useQueryClient();
  const markHandled = useMutation({
    mutationFn: (id: number) => callApi(FEEDBACK_CALLS.markHandled, { params: { id }, body: {} }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: listKeys.all(feedbackResource) });
    },
    onError: (error) => toast.error(error),
  });
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
