import { userStatus, userStatusChangeSchema, type UserDetailsUser } from '@bo/contract';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useFieldErrors, validateForm } from '../../lib/form-validation.ts';
import { ApprovalWarning } from './ApprovalWarning.tsx';
import { CommentField } from './CommentField.tsx';
import { ExpiryField, type Expiry } from './ExpiryField.tsx';
import type { useUserStatusChange } from './status-api.ts';
import { showSubmitErrors } from './submit-errors.ts';
import { FormStack } from '../../components/FormStack.tsx';
import { REQUEST_APPROVAL_LABEL, useStatusSubmit } from './use-status-submit.ts';
import { FormActions } from '../../components/FormActions.tsx';

/** The four status actions of the Actions box and what each form asks (specification 02, sections 4 and 5). */
export const STATUS_ACTIONS = [
  { status: userStatus.value.banned, label: 'Ban', expiry: 'dateOrIndefinite' },
  { status: userStatus.value.shadowBanned, label: 'Shadow Ban', expiry: 'indefinite' },
  { status: userStatus.value.onHold, label: 'On Hold', expiry: 'date' },
  { status: userStatus.value.review, label: 'Review', expiry: 'none' },
] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

type Field = 'comment' | 'ban_expiry';

interface Props {
  user: UserDetailsUser;
  action: StatusAction | null;
  onClose: () => void;
  onUpdated?: Parameters<typeof useUserStatusChange>[1];
}

export function StatusModal({ user, action, onClose, onUpdated }: Props) {
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? `${action.label} user ${user.id}` : ''}>
      {action && <StatusForm key={action.status} user={user} action={action} onDone={onClose} onUpdated={onUpdated} />}
    </Modal>
  );
}

function StatusForm({
  user,
  action,
  onDone,
  onUpdated,
}: { user: UserDetailsUser; action: StatusAction; onDone: () => void } & Pick<Props, 'onUpdated'>) {
  const [comment, setComment] = useState('');
  const [expiry, setExpiry] = useState<Expiry>({ indefinite: action.expiry === 'indefinite', date: '' });
  const change = useStatusSubmit(user.id, action.status, onUpdated);
  const values = {
    status: action.status,
    comment,
    ban_indefinite: action.expiry === 'indefinite' || (action.expiry === 'dateOrIndefinite' && expiry.indefinite),
    ban_expiry: action.expiry === 'date' || action.expiry === 'dateOrIndefinite' ? expiry.date || null : null,
  };
  const check = () => validateForm(userStatusChangeSchema(user.status), values);
  const { errors, set: setErrors } = useFieldErrors<Field>(values, () => {
    const checked = check();
    return checked.ok ? {} : checked.fields;
  });
  const submit = () => {
    const checked = check();
    setErrors(checked.ok ? {} : checked.fields);
    if (checked.ok)
      change.submit(values, { onSuccess: onDone, onError: (e) => showSubmitErrors(e, ['comment', 'ban_expiry'] as const, setErrors) });
  };
  return (
    <FormStack onSubmit={submit}>
      <ApprovalWarning status={action.status} />
      {action.expiry === 'indefinite' && <Text size="sm">A shadow ban is always indefinite.</Text>}
      {(action.expiry === 'date' || action.expiry === 'dateOrIndefinite') && (
        <ExpiryField value={expiry} onChange={setExpiry} allowIndefinite={action.expiry === 'dateOrIndefinite'} error={errors.ban_expiry} />
      )}
      <CommentField value={comment} onChange={setComment} error={errors.comment} />
      <FormActions
        submit={change.needsApproval ? REQUEST_APPROVAL_LABEL : action.label}
        onCancel={onDone}
        color={action.status === userStatus.value.review ? 'yellow' : 'red'}
        busy={change.isPending}
      />
    </FormStack>
  );
}
