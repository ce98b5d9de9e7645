import { CLUSTER_MESSAGES } from '@bo/contract';
import { Button, Group, NumberInput, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { pairErrors, useMarkHighRiskPair } from '../api/report-writes.ts';

export const PAIR_LABELS = { first: 'First answer ID', second: 'Second answer ID', mark: 'Mark high-risk', unmark: 'Unmark' } as const;

/** High Risk Metrics' page holders mark a profiling answer pair high-risk (two answer ids); errors sit under their field. */
export function HighRiskPairForm({ report }: { report: string }) {
  const [pair, setPair] = useState<{ first: number | string; second: number | string }>({ first: '', second: '' });
  const mark = useMarkHighRiskPair(report, () => setPair({ first: '', second: '' }));
  const errors = pairErrors(mark.error);
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
