import {
  PUBLISHER_PAYMENT_METHODS,
  publisherPaymentsResource,
  ZPublisherPaymentFromBalance,
  type PublisherPaymentFromBalance,
} from '@bo/contract';
import { Button, Group, Modal, Select } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../components/FormActions.tsx';
import { FormStack } from '../../components/FormStack.tsx';
import { validateForm } from '../../lib/form-validation.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useFilterData } from '../table/api/list-query.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { showSubmitErrors } from '../user-status/submit-errors.ts';
import { useCreatePublisherPayment, useSetPublisherPaymentStatus } from './api/report-writes.ts';

export const PUBLISHER_PAYMENT_LABELS = {
  create: 'Create from balance',
  markPaid: 'Mark paid',
  markFailed: 'Mark failed',
  publisher: 'Publisher',
  month: 'Month',
  method: 'Method',
} as const;

type Field = keyof PublisherPaymentFromBalance;
const FIELDS: readonly Field[] = ['publisher_id', 'month', 'method'];

/** The current and the 11 previous months, YYYY-MM (specification 04, rule 4). */
function lastMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, k) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 1)).toISOString().slice(0, 7));
}

/**
 * /publisher-payments: the payments as a table screen with the page holders' actions: create a payment
 * from a month's balance (what the month earned less what was already paid for it), mark a pending one
 * paid or failed.
 */
export default function PublisherPaymentsPage() {
  const route = useCurrentRoute();
  const [creating, setCreating] = useState(false);
  const mark = useSetPublisherPaymentStatus();
  const rowActions = (row: ListRow) =>
    row.status === 'pending' ? (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="light" onClick={() => mark.mutate({ id: Number(row.id), status: 'paid' })}>
          {PUBLISHER_PAYMENT_LABELS.markPaid}
        </Button>
        <Button size="compact-xs" variant="light" color="red" onClick={() => mark.mutate({ id: Number(row.id), status: 'failed' })}>
          {PUBLISHER_PAYMENT_LABELS.markFailed}
        </Button>
      </Group>
    ) : null;
  return (
    <>
      <TableScreen
        resource={publisherPaymentsResource}
        title={route?.title ?? publisherPaymentsResource.title}
        rowActions={rowActions}
        labels={{ addAnother: PUBLISHER_PAYMENT_LABELS.create }}
        onAddAnother={() => setCreating(true)}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title={PUBLISHER_PAYMENT_LABELS.create}>
        {creating && <CreateFromBalance onDone={() => setCreating(false)} onCancel={() => setCreating(false)} />}
      </Modal>
    </>
  );
}

function CreateFromBalance({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const publishers = useFilterData(publisherPaymentsResource)?.publisher_id ?? [];
  const [values, setValues] = useState<Record<Field, string>>({ publisher_id: '', month: lastMonths()[1]!, method: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreatePublisherPayment({ onDone, onFailed: (e) => showSubmitErrors(e, FIELDS, setErrors) });
  const set = (field: Field) => (value: string | null) => setValues((current) => ({ ...current, [field]: value ?? '' }));
  const submit = () => {
    const checked = validateForm(ZPublisherPaymentFromBalance, values);
    setErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return;
    create.mutate(checked.data);
  };
  return (
    <FormStack onSubmit={submit}>
      <Select
        label={PUBLISHER_PAYMENT_LABELS.publisher}
        data={publishers.map((p) => ({ value: String(p.value), label: p.label }))}
        value={values.publisher_id || null}
        onChange={set('publisher_id')}
        error={errors.publisher_id}
        searchable
        withAsterisk
      />
      <Select
        label={PUBLISHER_PAYMENT_LABELS.month}
        data={lastMonths()}
        value={values.month}
        onChange={set('month')}
        error={errors.month}
        withAsterisk
      />
      <Select
        label={PUBLISHER_PAYMENT_LABELS.method}
        data={[...PUBLISHER_PAYMENT_METHODS]}
        value={values.method || null}
        onChange={set('method')}
        error={errors.method}
        withAsterisk
      />
      <FormActions submit={PUBLISHER_PAYMENT_LABELS.create} onCancel={onCancel} busy={create.isPending} />
    </FormStack>
  );
}
