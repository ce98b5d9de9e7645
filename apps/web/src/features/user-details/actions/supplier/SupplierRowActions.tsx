import { STATUS_ACTION_TOASTS, supplierBanType, type SupplierStatistic } from '@bo/contract';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';
import { SupplierBanModal, type SupplierBanKind } from './SupplierBanModal.tsx';
import { supplierCalls, useSupplierAction } from './supplier-api.ts';

/**
 * The Ban / Disable / Reset actions of one Supplier Statistics row (specification 02, section 2, item 13).
 * Ban and Disable are offered on an active row only: a banned or disabled row is reactivated from its
 * status badge (section 4), never banned again (issue 19).
 */
export function SupplierRowActions({ userId, row }: { userId: number; row: SupplierStatistic }) {
  const [kind, setKind] = useState<SupplierBanKind | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const reset = useSupplierAction(userId, () => supplierCalls.reset(userId, row.id), STATUS_ACTION_TOASTS.supplierReset);
  return (
    <Group gap={4} wrap="nowrap">
      {(row.user_status === 'active' ? supplierBanType.options : []).map((k) => (
        <Button
          key={k.value}
          size="compact-xs"
          variant="light"
          color="red"
          aria-label={`${k.label} at ${row.name}`}
          onClick={() => setKind(k)}
        >
          {k.label}
        </Button>
      ))}
      <Button size="compact-xs" variant="light" aria-label={`Reset at ${row.name}`} onClick={() => setConfirmReset(true)}>
        Reset
      </Button>
      <SupplierBanModal userId={userId} supplier={row} kind={kind} onClose={() => setKind(null)} />
      <ConfirmModal
        opened={confirmReset}
        title={`Reset supplier data at ${row.name}`}
        text="Reset the user's data at this supplier? Only do it when the user's reconciliations are great and the user deleted cookies."
        confirm="Reset"
        loading={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirmReset(false) })}
        onClose={() => setConfirmReset(false)}
      />
    </Group>
  );
}
