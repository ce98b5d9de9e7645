import { CLUSTER_MESSAGES, HIGH_RISK_PAIR_CALLS, type HighRiskPair } from '@bo/contract';
import { Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api/call.ts';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { toast } from '../../../lib/toast.ts';

const PAIR_FIELDS = ['first_answer_id', 'second_answer_id'] as const;
export const PAIR_LABELS = { first: 'First answer ID', second: 'Second answer ID', mark: 'Mark high-risk', unmark: 'Unmark' } as const;

/** High Risk Metrics' page holders mark a profiling answer pair high-risk (two answer ids); errors sit under their field. */
export function HighRiskPairForm({ onDone }: { onDone: () => void }) {
  const [pair, setPair] = useState<{ first: number | string; second: number | string }>({ first: '', second: '' });
  const mark = useMutation({
    mutationFn: (body: HighRiskPair): Promise<{ message: string }> => callApi(HIGH_RISK_PAIR_CALLS.mark, { body }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setPair({ first: '', second: '' });
      onDone();
    },
    onError: (error) => {
      const { general } = formErrors(error, PAIR_FIELDS);
      if (general) toast.error(general);
    },
  });
  const errors = mark.error ? formErrors(mark.error, PAIR_FIELDS).fields : {};
  return (
    <Paper withBorder p="sm">
      <Text size="sm" fw={500} mb="xs">
        {CLUSTER_MESSAGES.pairTitle}
      </Text>
      <Group align="flex-start">
        <NumberInput
          label={PAIR_LABELS.first}
          value={pair.first}
          onChange={(first) => setPair((p) => ({ ...p, first }))}
          error={errors.first_answer_id}
          allowDecimal={false}
          min={1}
        />
        <NumberInput
          label={PAIR_LABELS.second}
          value={pair.second}
          onChange={(second) => setPair((p) => ({ ...p, second }))}
          error={errors.second_answer_id}
          allowDecimal={false}
          min={1}
        />
        <Button
          mt={24}
          loading={mark.isPending}
          onClick={() => mark.mutate({ first_answer_id: Number(pair.first), second_answer_id: Number(pair.second) })}
        >
          {PAIR_LABELS.mark}
        </Button>
      </Group>
    </Paper>
  );
}
