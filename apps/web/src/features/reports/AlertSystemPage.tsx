import { ALERT_RULE_CALLS, alertRulesResource } from '@bo/contract';
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

export const ALERT_RULE_LABELS = {
  enable: 'Enable',
  disable: 'Disable',
  mute: 'Mute 24 h',
  unmute: 'Unmute',
  remove: 'Delete',
  confirmTitle: 'Delete alert rule',
  confirmText: (name: string) => `Delete the rule "${name}"? Its past firings stay in System Alerts.`,
} as const;

type RuleWrite =
  { kind: 'update'; id: number; body: { enabled: boolean } } | { kind: 'mute'; id: number; hours: number } | { kind: 'remove'; id: number };

const pathOf = (template: string, id: number) => template.replace(':id', String(id));

/**
 * /alert-system: the rules as a table screen ('Add Another' creates one) with the page holders'
 * row actions: enable or disable, mute for 24 hours or unmute, delete after a confirmation.
 */
export default function AlertSystemPage() {
  const route = useCurrentRoute();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const write = useMutation({
    mutationFn: (w: RuleWrite): Promise<{ message: string }> =>
      w.kind === 'update'
        ? api.put(pathOf(ALERT_RULE_CALLS.update.path, w.id), w.body)
        : w.kind === 'mute'
          ? api.post(pathOf(ALERT_RULE_CALLS.mute.path, w.id), { hours: w.hours })
          : api.delete(pathOf(ALERT_RULE_CALLS.remove.path, w.id)),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: listKeys.all(alertRulesResource) });
    },
    onError: (error) => toast.error(error),
  });
  const rowActions = (row: ListRow) => {
    const id = Number(row.id);
    const muted = typeof row.muted_until === 'string' && Date.parse(row.muted_until) > Date.now();
    return (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="light" onClick={() => write.mutate({ kind: 'update', id, body: { enabled: !row.enabled } })}>
          {row.enabled ? ALERT_RULE_LABELS.disable : ALERT_RULE_LABELS.enable}
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => write.mutate({ kind: 'mute', id, hours: muted ? 0 : 24 })}>
          {muted ? ALERT_RULE_LABELS.unmute : ALERT_RULE_LABELS.mute}
        </Button>
        <Button size="compact-xs" variant="light" color="red" onClick={() => setDeleting(row)}>
          {ALERT_RULE_LABELS.remove}
        </Button>
      </Group>
    );
  };
  return (
    <>
      <TableScreen resource={alertRulesResource} title={route?.title ?? alertRulesResource.title} rowActions={rowActions} />
      <ConfirmModal
        opened={deleting !== null}
        title={ALERT_RULE_LABELS.confirmTitle}
        text={ALERT_RULE_LABELS.confirmText(String(deleting?.name ?? ''))}
        confirm={ALERT_RULE_LABELS.remove}
        loading={write.isPending}
        onConfirm={() => deleting && write.mutate({ kind: 'remove', id: Number(deleting.id) })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
