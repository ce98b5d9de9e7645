import { STATUS_ACTION_TOASTS, supplierUserStatus, type SupplierStatistic } from '@bo/contract';
import { Badge, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';
import { reactivateSupplier } from './reactivate.ts';
import { supplierCalls, useSupplierAction } from './supplier-api.ts';

const STATUS_COLOUR: Readonly<Record<SupplierStatistic['user_status'], string>> = { active: 'green', banned: 'red', disabled: 'gray' };

/** The user's status at a supplier; Banned or Disabled offers reactivation after a confirm prompt (section 4). */
export function SupplierStatusBadge({ userId, row }: { userId: number; row: SupplierStatistic }) {
  const [confirming, setConfirming] = useState(false);
  const reactivate = useSupplierAction(
    userId,
    () => reactivateSupplier(supplierCalls, userId, row),
    STATUS_ACTION_TOASTS.supplierReactivated,
  );
  const label = `${supplierUserStatus.labelOf(row.user_status) ?? row.user_status}${row.is_disabled_by_user ? ' (by user)' : ''}`;
  const badge = (
    <Badge color={STATUS_COLOUR[row.user_status]} title={row.banned_reasons ?? undefined}>
      {label}
    </Badge>
  );
  if (row.user_status === 'active') return badge;
  return (
    <>
      <UnstyledButton aria-label={`${label} at ${row.name}: reactivate`} onClick={() => setConfirming(true)}>
        {badge}
      </UnstyledButton>
      <ConfirmModal
        opened={confirming}
        title={`Reactivate ${row.name}`}
        text={`Reactivate the user at ${row.name}?`}
        confirm="Reactivate"
        loading={reactivate.isPending}
        onConfirm={() => reactivate.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
