import { QUEUE_ALERT_CALLS, queueAlertRulesResource } from '@bo/contract';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api/client.ts';
import { toast } from '../../lib/toast.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { listKeys } from '../table/api/list-query.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { ConfirmModal } from '../user-details/actions/supplier/ConfirmModal.tsx';
import { ALERT_RULE_LABELS } from '../reports/AlertSystemPage.tsx';

const QUEUE_ALERT_LABELS = {
  confirmTitle: 'Delete queue alert rule',
  confirmText: (name: string) => `Delete the rule "${name}"? Its past firings stay in System Alerts.`,
} as const;

type RuleWrite = { kind: 'toggle'; id: number; enabled: boolean } | { kind: 'remove'; id: number };
const pathOf = (template: string, id: number) => template.replace(':id', String(id));

/** /queue-alert-system: the queue alarms ('Add Another' creates one) with enable or disable and delete on each row. */
export default function QueueAlertSystemPage() {
  const route = useCurrentRoute();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const write = useMutation({
    mutationFn: (w: RuleWrite): Promise<{ message: string }> =>
      w.kind === 'toggle'
        ? api.put(pathOf(QUEUE_ALERT_CALLS.update.path, w.id), { enabled: w.enabled })
        : api.delete(pathOf(QUEUE_ALERT_CALLS.remove.path, w.id)),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: listKeys.all(queueAlertRulesResource) });
    },
    onError: (error) => toast.error(error),
  });
  const rowActions = (row: ListRow) => (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={() => write.mutate({ kind: 'toggle', id: Number(row.id), enabled: !row.enabled })}>
        {row.enabled ? ALERT_RULE_LABELS.disable : ALERT_RULE_LABELS.enable}
      </Button>
      <Button size="compact-xs" variant="light" color="red" onClick={() => setDeleting(row)}>
        {ALERT_RULE_LABELS.remove}
      </Button>
    </Group>
  );
  return (
    <>
      <TableScreen resource={queueAlertRulesResource} title={route?.title ?? queueAlertRulesResource.title} rowActions={rowActions} />
      <ConfirmModal
        opened={deleting !== null}
        title={QUEUE_ALERT_LABELS.confirmTitle}
        text={QUEUE_ALERT_LABELS.confirmText(String(deleting?.name ?? ''))}
        confirm={ALERT_RULE_LABELS.remove}
        loading={write.isPending}
        onConfirm={() => deleting && write.mutate({ kind: 'remove', id: Number(deleting.id) })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
