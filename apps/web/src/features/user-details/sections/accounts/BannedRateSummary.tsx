import { Badge, Group, Text } from '@mantine/core';
import type { AccountsSummary } from '@bo/contract';
import { MANTINE_COLOUR } from '../../colour.ts';
import { bannedRate } from './banned-rate.ts';

/** "n of m banned (x%)", red at 20 % or more. */
export function BannedRateSummary({ label, summary }: { label: string; summary: AccountsSummary }) {
  const rate = bannedRate(summary);
  return (
    <Group gap="xs">
      <Text size="sm">{label}:</Text>
      <Badge color={MANTINE_COLOUR[rate.colour]} variant="light" data-colour={rate.colour} style={{ textTransform: 'none' }}>
        {rate.text}
      </Badge>
    </Group>
  );
}
