import { CLAIM_CONFIRMABLE, CLAIM_REFUNDABLE, CLAIM_REJECTABLE, CLAIM_RETRYABLE, type Product, type ResourceDef } from '@bo/contract';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { useClaimAction, type ClaimAction } from './api/product-money-writes.ts';
import { useProductPage } from './product-page.ts';

export const CLAIM_ACTIONS: Record<
  ClaimAction,
  { label: string; from: readonly number[]; color?: string; ask?: (id: number, amount: string) => string }
> = {
  confirm: { label: 'Confirm', from: CLAIM_CONFIRMABLE, ask: (id, amount) => `Confirm claim ${id} and pay ${amount}?` },
  reject: {
    label: 'Reject',
    from: CLAIM_REJECTABLE,
    color: 'red',
    ask: (id) => `Reject claim ${id}? Its points go back to the user's balance (Claim Refund Manual).`,
  },
  refund: {
    label: 'Refund',
    from: CLAIM_REFUNDABLE,
    color: 'orange',
    ask: (id) => `Refund failed claim ${id}? Its points go back to the user's balance (Claim Refund Manual).`,
  },
  retry: { label: 'Retry', from: CLAIM_RETRYABLE },
};

const money = (row: ListRow): string => `$${Number(row.amount ?? 0).toFixed(2)}`;

/** /{p}-claims: the cash-out desk with the page holders' actions (specification 04, section 1). */
export default function ClaimsPage() {
  const page = useProductPage();
  if (!page) return null;
  return <ClaimsScreen key={page.resource.name} {...page} />;
}

function ClaimsScreen({ product, resource, title }: { product: Product; resource: ResourceDef; title: string }) {
  const [asking, setAsking] = useState<{ action: ClaimAction; row: ListRow } | null>(null);
  const act = useClaimAction(product, resource, {
    onDone: () => setAsking(null),
    onFailed: (error) => {
      setAsking(null);
      toast.error(error);
    },
  });
  const run = (action: ClaimAction, row: ListRow) =>
    CLAIM_ACTIONS[action].ask ? setAsking({ action, row }) : act.mutate({ action, id: Number(row.id) });
  const rowActions = (row: ListRow) => (
    <Group gap={4} wrap="nowrap">
      {(Object.keys(CLAIM_ACTIONS) as ClaimAction[])
        .filter((action) => CLAIM_ACTIONS[action].from.includes(Number(row.status)))
        .map((action) => (
          <Button key={action} size="compact-xs" variant="light" color={CLAIM_ACTIONS[action].color} onClick={() => run(action, row)}>
            {CLAIM_ACTIONS[action].label}
          </Button>
        ))}
    </Group>
  );
  const spec = asking ? CLAIM_ACTIONS[asking.action] : null;
  return (
    <>
      <TableScreen resource={resource} title={title} rowActions={rowActions} />
      <ConfirmModal
        opened={asking !== null}
        title={spec ? `${spec.label} claim` : ''}
        text={asking && spec?.ask ? spec.ask(Number(asking.row.id), money(asking.row)) : ''}
        confirm={spec?.label ?? ''}
        loading={act.isPending}
        onConfirm={() => asking && act.mutate({ action: asking.action, id: Number(asking.row.id) })}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
