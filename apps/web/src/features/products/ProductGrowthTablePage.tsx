import {
  PRODUCT_ROW_ACTIONS,
  RESENDABLE_TEMPLATES,
  VIP_TIERS,
  apiCalls,
  can,
  productGrowthResources,
  productPageKind,
  type ProductRowAction,
} from '@bo/contract';
import { Button, Group, Menu } from '@mantine/core';
import { useState } from 'react';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { useGrowthRowWrite, type RowWrite } from './api/growth-writes.ts';

export const GROWTH_ACTION_LABELS = {
  pause: 'Pause',
  activate: 'Activate',
  enable: 'Enable',
  disable: 'Disable',
  tier: 'Tier',
  resend: 'Resend',
  confirmTitle: (label: string) => `${label}?`,
  confirmText: (label: string, id: string) => `${label} row ${id}? This cannot be undone.`,
} as const;

/** The row's key: the id, or the user for pages keyed by user (VIP users). */
const rowId = (row: ListRow) => String(row.id ?? row.user_id);

/**
 * A product's growth table page (issue 16): its TableScreen with the page holders' row actions of the
 * contract (pause or activate, enable or disable, set a tier, resend, delete after a confirmation).
 */
export default function ProductGrowthTablePage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const [deleting, setDeleting] = useState<RowWrite | null>(null);
  const resource = productGrowthResources.find((r) => r.routeName === route?.name);
  const allowed = (PRODUCT_ROW_ACTIONS[resource ? productPageKind(resource.name) : ''] ?? []).filter((action) => {
    const call = apiCalls.find((c) => c.name === `${resource?.name}.${action.key}`);
    return admin !== null && call !== undefined && [call.permission].flat().some((p) => can(admin, p));
  });
  const write = useGrowthRowWrite(resource, { onDone: () => setDeleting(null) });
  if (!route || !resource) return null;

  const button = (action: ProductRowAction, row: ListRow) => {
    const id = rowId(row);
    const run = (body?: Record<string, unknown>) => write.mutate({ action, id, body });
    switch (action.key) {
      case 'status': {
        const active = row.status === 'Active';
        return (
          <Button key={action.key} size="compact-xs" variant="light" onClick={() => run({ status: active ? 0 : 1 })}>
            {active ? GROWTH_ACTION_LABELS.pause : GROWTH_ACTION_LABELS.activate}
          </Button>
        );
      }
      case 'enabled':
        return (
          <Button key={action.key} size="compact-xs" variant="light" onClick={() => run({ enabled: !row.enabled })}>
            {row.enabled ? GROWTH_ACTION_LABELS.disable : GROWTH_ACTION_LABELS.enable}
          </Button>
        );
      case 'tier':
        return (
          <Menu key={action.key} position="bottom-start">
            <Menu.Target>
              <Button size="compact-xs" variant="light">
                {GROWTH_ACTION_LABELS.tier}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {VIP_TIERS.map((tier) => (
                <Menu.Item key={tier} disabled={row.tier === tier} onClick={() => run({ tier })}>
                  {tier}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      case 'resend':
        return (RESENDABLE_TEMPLATES as readonly string[]).includes(String(row.template)) ? (
          <Button key={action.key} size="compact-xs" variant="light" onClick={() => run()}>
            {GROWTH_ACTION_LABELS.resend}
          </Button>
        ) : null;
      default:
        return (
          <Button key={action.key} size="compact-xs" variant="light" color="red" onClick={() => setDeleting({ action, id })}>
            {action.label}
          </Button>
        );
    }
  };
  const rowActions =
    allowed.length > 0
      ? (row: ListRow) => (
          <Group gap={4} wrap="nowrap">
            {allowed.map((a) => button(a, row))}
          </Group>
        )
      : undefined;
  return (
    <>
      <TableScreen key={resource.name} resource={resource} title={route.title} rowActions={rowActions} />
      <ConfirmModal
        opened={deleting !== null}
        title={GROWTH_ACTION_LABELS.confirmTitle(deleting?.action.label ?? '')}
        text={GROWTH_ACTION_LABELS.confirmText(deleting?.action.label ?? '', deleting?.id ?? '')}
        confirm={deleting?.action.label ?? ''}
        loading={write.isPending}
        onConfirm={() => deleting && write.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
