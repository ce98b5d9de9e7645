import { protectionFields, protectionMode, testModeAllowed, userStatus, userStatusChangeSchema, type UserDetailsUser } from '@bo/contract';
import { Group, Modal, Radio, Switch } from '@mantine/core';
import { useState } from 'react';
import { validateForm } from '../../lib/form-validation.ts';
import { ApprovalWarning } from './ApprovalWarning.tsx';
import { CommentField } from './CommentField.tsx';
import { ProtectionFields, type ProtectionValues } from './ProtectionFields.tsx';
import type { useUserStatusChange } from './status-api.ts';
import { showSubmitErrors } from './submit-errors.ts';
import { FormStack } from '../../components/FormStack.tsx';
import { useAdmin } from '../auth/session-store.ts';
import { REQUEST_APPROVAL_LABEL, useStatusSubmit } from './use-status-submit.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { DayInput } from '../../components/DayInput.tsx';

type Field = 'comment' | 'protected_until' | 'protected_completes' | 'protected_offers_payout';
const FIELDS: readonly Field[] = ['comment', 'protected_until', 'protected_completes', 'protected_offers_payout'];
const NO_PROTECTION = 'none';

interface Props {
  user: UserDetailsUser;
  opened: boolean;
  onClose: () => void;
  onUpdated?: Parameters<typeof useUserStatusChange>[1];
}

/** The protected-status (activate) modal of a non-active user (specification 02, sections 4 and 5). */
export function ActivateModal({ user, opened, onClose, onUpdated }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Activate user ${user.id}`} size="lg">
      {opened && <ActivateForm user={user} onDone={onClose} onUpdated={onUpdated} />}
    </Modal>
  );
}

const numberOrNull = (v: number | string): number | null => (v === '' ? null : Number(v));

function ActivateForm({ user, onDone, onUpdated }: { user: UserDetailsUser; onDone: () => void } & Pick<Props, 'onUpdated'>) {
  const [mode, setMode] = useState<string>(NO_PROTECTION);
  const [until, setUntil] = useState('');
  const [amounts, setAmounts] = useState<ProtectionValues>({ completes: '', payout: '' });
  const [comment, setComment] = useState('');
  const [testMode, setTestMode] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useStatusSubmit(user.id, userStatus.value.active, onUpdated);
  const admin = useAdmin();
  // Test mode (rule in the contract: testModeAllowed) is offered to super admins only.
  const testModeOffered = admin !== null && testModeAllowed(admin.role);
  const shown = protectionFields(user.status, comment);
  const submit = () => {
    const protectedStatus = mode === NO_PROTECTION ? null : (Number(mode) as 1 | 2 | 3);
    const values = {
      status: userStatus.value.active,
      comment,
      protected_status: protectedStatus,
      protected_until: protectedStatus === 2 ? until || null : null,
      protected_completes: protectedStatus === 3 && shown.completes ? numberOrNull(amounts.completes) : null,
      protected_offers_payout: protectedStatus === 3 && shown.payout ? numberOrNull(amounts.payout) : null,
      test_mode: protectedStatus === 3 && testModeOffered && testMode,
    };
    const checked = validateForm(userStatusChangeSchema(user.status), values);
    setErrors(checked.ok ? {} : checked.fields);
    if (checked.ok) change.submit(values, { onSuccess: onDone, onError: (e) => showSubmitErrors(e, FIELDS, setErrors) });
  };
  return (
    <FormStack onSubmit={submit}>
      <ApprovalWarning status={userStatus.value.active} />
      <Radio.Group label="Protection" value={mode} onChange={setMode}>
        <Group mt={4}>
          <Radio value={NO_PROTECTION} label="No protection" />
          {protectionMode.options.map((o) => (
            <Radio key={o.value} value={String(o.value)} label={o.label} />
          ))}
        </Group>
      </Radio.Group>
      {mode === '2' && <DayInput label="Protected until" value={until} onChange={setUntil} error={errors.protected_until} />}
      {mode === '3' && testModeOffered && (
        <Switch
          label="Test mode"
          description="For test accounts: the protection fields may stay empty or be 0"
          checked={testMode}
          onChange={(e) => setTestMode(e.currentTarget.checked)}
        />
      )}
      {mode === '3' && (
        <ProtectionFields
          shown={shown}
          value={amounts}
          onChange={setAmounts}
          completesCount={user.completes_count}
          payoutTotal={user.publisher_payout_offers_total}
          errors={{ completes: errors.protected_completes, payout: errors.protected_offers_payout }}
        />
      )}
      <CommentField value={comment} onChange={setComment} error={errors.comment} />
      <FormActions
        submit={change.needsApproval ? REQUEST_APPROVAL_LABEL : 'Activate'}
        onCancel={onDone}
        color="green"
        busy={change.isPending}
      />
    </FormStack>
  );
}
