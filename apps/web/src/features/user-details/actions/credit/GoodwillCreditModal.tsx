import { GOODWILL_PAYOUT_MAX, ZGoodwillCreditBody, type ExchangeRate } from '@bo/contract';
import { Alert, Loader, Modal, NumberInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { validateForm } from '../../../../lib/form-validation.ts';
import { toast } from '../../../../lib/toast.ts';
import { toastMessage } from '../../../../lib/toast-message.ts';
import { showSubmitErrors } from '../../../user-status/submit-errors.ts';
import { useExchangeRate, useGoodwillCredit } from './credit-api.ts';
import { EMPTY_GOODWILL, goodwillBody, withPayout, withReward, type GoodwillValues } from './goodwill-form.ts';
import { FormStack } from '../../../../components/FormStack.tsx';
import { FormActions } from '../../../../components/FormActions.tsx';

type Field = keyof GoodwillValues;
const FIELDS: readonly Field[] = ['payout', 'user_reward', 'reference'];

interface Props {
  userId: number;
  appId: number;
  opened: boolean;
  onClose: () => void;
}

/** Goodwill credit (specification 02, sections 5 and 7): the form opens once the app's exchange rate is known. */
export function GoodwillCreditModal({ userId, appId, opened, onClose }: Props) {
  const rate = useExchangeRate(appId, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={`Goodwill credit for user ${userId}`}>
      {rate.isPending ? (
        <Loader size="sm" />
      ) : rate.isError ? (
        // "Goodwill setup failure shows the errors field" (section 8).
        <Alert color="red" title="Error">
          {toastMessage(rate.error instanceof ApiError ? rate.error.response.data : rate.error)}
        </Alert>
      ) : (
        <GoodwillForm userId={userId} rate={rate.data} onDone={onClose} />
      )}
    </Modal>
  );
}

function GoodwillForm({ userId, rate, onDone }: { userId: number; rate: ExchangeRate; onDone: () => void }) {
  const [values, setValues] = useState<GoodwillValues>(EMPTY_GOODWILL);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const credit = useGoodwillCredit(userId);
  const submit = () => {
    const checked = validateForm(ZGoodwillCreditBody, goodwillBody(values));
    setErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return;
    credit.mutate(checked.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onDone();
      },
      onError: (e) => showSubmitErrors(e, FIELDS, setErrors),
    });
  };
  return (
    <FormStack onSubmit={submit}>
      <Text size="sm">
        Exchange rate: $1 = {rate.exchange_rate} {rate.currency_name}
      </Text>
      <NumberInput
        label="Publisher Payout $"
        description={`At most $${GOODWILL_PAYOUT_MAX}`}
        value={values.payout}
        onChange={(v) => setValues((current) => withPayout(current, String(v), rate.exchange_rate))}
        decimalScale={2}
        allowNegative={false}
        hideControls
        error={errors.payout}
        withAsterisk
      />
      <NumberInput
        label={`User Reward (${rate.currency_name})`}
        value={values.user_reward}
        onChange={(v) => setValues((current) => withReward(current, String(v), rate.exchange_rate))}
        decimalScale={2}
        allowNegative={false}
        hideControls
        error={errors.user_reward}
        withAsterisk
      />
      <TextInput
        label="Reference"
        value={values.reference}
        onChange={(e) => {
          const reference = e.currentTarget.value;
          setValues((current) => ({ ...current, reference }));
        }}
        error={errors.reference}
        withAsterisk
      />
      <FormActions submit="Credit" onCancel={onDone} busy={credit.isPending} />
    </FormStack>
  );
}
