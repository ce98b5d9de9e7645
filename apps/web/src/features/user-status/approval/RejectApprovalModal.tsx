import { ZStatusApprovalRejectBody } from '@bo/contract';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { FormStack } from '../../../components/FormStack.tsx';
import { validateForm } from '../../../lib/form-validation.ts';
import { CommentField } from '../CommentField.tsx';
import { showSubmitErrors } from '../submit-errors.ts';
import type { useStatusApprovalDecisions } from './approval-api.ts';
import { FormActions } from '../../../components/FormActions.tsx';

interface Props {
  requestId: number | null;
  reject: ReturnType<typeof useStatusApprovalDecisions>['reject'];
  onClose: () => void;
}

/** Rejecting a pending approval request, with an optional reason kept with it. */
export function RejectApprovalModal({ requestId, reject, onClose }: Props) {
  return (
    <Modal opened={requestId !== null} onClose={onClose} title="Reject approval request">
      {requestId !== null && <RejectForm requestId={requestId} reject={reject} onDone={onClose} />}
    </Modal>
  );
}

function RejectForm({ requestId, reject, onDone }: { requestId: number; reject: Props['reject']; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string }>({});
  const submit = () => {
    const checked = validateForm(ZStatusApprovalRejectBody, { reason });
    setErrors(checked.ok ? {} : checked.fields);
    if (checked.ok)
      reject.mutate(
        { requestId, body: { reason: reason.trim() || null } },
        { onSuccess: onDone, onError: (e) => showSubmitErrors(e, ['reason'] as const, setErrors) },
      );
  };
  return (
    <FormStack onSubmit={submit}>
      <CommentField label="Reason (optional)" minRows={2} value={reason} onChange={setReason} error={errors.reason} />
      <FormActions submit="Reject" onCancel={onDone} color="red" busy={reject.isPending} />
    </FormStack>
  );
}
