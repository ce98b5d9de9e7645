import type { ResourceDef } from '@bo/contract';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useCurrentRoute } from '../../routing/current-route.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { useRuleWrite, type RuleWrites } from './api/rule-writes.ts';

export const ALERT_RULE_LABELS = {
  enable: 'Enable',
  disable: 'Disable',
  mute: 'Mute 24 h',
  unmute: 'Unmute',
  remove: 'Delete',
  confirmText: (name: string) => `Delete the rule "${name}"? Its past firings stay in System Alerts.`,
} as const;

/**
 * A screen of alert rules (/alert-system, /queue-alert-system): the rules as a table screen ('Add
 * Another' creates one) with the page holders' row actions: enable or disable, mute for 24 hours or
 * unmute where the rules can be muted, delete after a confirmation.
 */
export function RulesTableScreen({ resource, writes, confirmTitle }: { resource: ResourceDef; writes: RuleWrites; confirmTitle: string }) {
  const route = useCurrentRoute();
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const write = useRuleWrite(resource, writes, { onDone: () => setDeleting(null) });
  const rowActions = (row: ListRow) => {
    const id = Number(row.id);
    const muted = typeof row.muted_until === 'string' && Date.parse(row.muted_until) > Date.now();
    return (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="light" onClick={() => write.mutate({ kind: 'enable', id, enabled: !row.enabled })}>
          {row.enabled ? ALERT_RULE_LABELS.disable : ALERT_RULE_LABELS.enable}
        </Button>
        {writes.mute && (
          <Button size="compact-xs" variant="light" onClick={() => write.mutate({ kind: 'mute', id, hours: muted ? 0 : 24 })}>
            {muted ? ALERT_RULE_LABELS.unmute : ALERT_RULE_LABELS.mute}
          </Button>
        )}
        <Button size="compact-xs" variant="light" color="red" onClick={() => setDeleting(row)}>
          {ALERT_RULE_LABELS.remove}
        </Button>
      </Group>
    );
  };
  return (
    <>
      <TableScreen resource={resource} title={route?.title ?? resource.title} rowActions={rowActions} />
      <ConfirmModal
        opened={deleting !== null}
        title={confirmTitle}
        text={ALERT_RULE_LABELS.confirmText(String(deleting?.name ?? ''))}
        confirm={ALERT_RULE_LABELS.remove}
        loading={write.isPending}
        onConfirm={() => deleting && write.mutate({ kind: 'remove', id: Number(deleting.id) })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
