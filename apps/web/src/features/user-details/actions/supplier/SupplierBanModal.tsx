import { STATUS_ACTION_TOASTS, ZSupplierBan, supplierBanType, type SupplierStatistic } from '@bo/contract';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { validateForm } from '../../../../lib/form-validation.ts';
import { CommentField } from '../../../user-status/CommentField.tsx';
import { ExpiryField, type Expiry } from '../../../user-status/ExpiryField.tsx';
import { showSubmitErrors } from '../../../user-status/submit-errors.ts';
import { supplierCalls, useSupplierAction } from './supplier-api.ts';
import { FormStack } from '../../../../components/FormStack.tsx';
import { FormActions } from '../../../../components/FormActions.tsx';

type Field = 'comment' | 'ban_expiry';
export type SupplierBanKind = (typeof supplierBanType.options)[number];

interface Props {
  userId: number;
  supplier: SupplierStatistic;
  kind: SupplierBanKind | null;
  onClose: () => void;
}

/** Ban (type 5) or Disable (type 6) the user at a supplier: expiry or indefinite, and a comment (section 5). */
export function SupplierBanModal({ userId, supplier, kind, onClose }: Props) {
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? `${kind.label} at ${supplier.name}` : ''}>
      {kind && <SupplierBanForm key={kind.value} userId={userId} supplier={supplier} kind={kind} onDone={onClose} />}
    </Modal>
  );
}

function SupplierBanForm({
  userId,
  supplier,
  kind,
  onDone,
}: {
  userId: number;
  supplier: SupplierStatistic;
  kind: SupplierBanKind;
  onDone: () => void;
}) {
  const [expiry, setExpiry] = useState<Expiry>({ indefinite: false, date: '' });
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const ban = useSupplierAction(
    userId,
    (body: Parameters<typeof supplierCalls.ban>[1]) => supplierCalls.ban(userId, body),
    STATUS_ACTION_TOASTS.supplierBanned,
    false,
  );
  const submit = () => {
    const values = { id: supplier.id, type: kind.value, ban_indefinite: expiry.indefinite, ban_expiry: expiry.date || null, comment };
    const checked = validateForm(ZSupplierBan, values);
    setErrors(checked.ok ? {} : checked.fields);
    if (checked.ok)
      ban.mutate(values, { onSuccess: onDone, onError: (e) => showSubmitErrors(e, ['comment', 'ban_expiry'] as const, setErrors) });
  };
  return (
    <FormStack onSubmit={submit}>
      <ExpiryField value={expiry} onChange={setExpiry} allowIndefinite error={errors.ban_expiry} />
      <CommentField value={comment} onChange={setComment} error={errors.comment} />
      <FormActions submit={kind.label} onCancel={onDone} color="red" busy={ban.isPending} />
    </FormStack>
  );
}
