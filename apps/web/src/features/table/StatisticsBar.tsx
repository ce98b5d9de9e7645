import type { ResourceDef } from '@bo/contract';
import { Group, Paper, Text } from '@mantine/core';
import { formatMoney } from './cells/format-cell.ts';

/** The resource's statistics over the filtered rows (statistic_data of the list response). */
export function StatisticsBar({ def, statistics }: { def: ResourceDef; statistics: Record<string, unknown> | null | undefined }) {
  if (!def.statistics?.length || !statistics) return null;
  return (
    <Group gap="md" aria-label="Statistics">
      {def.statistics.map((stat) => (
        <Paper key={stat.key} withBorder px="sm" py={4}>
          <Text size="xs" c="dimmed">
            {stat.label}
          </Text>
          <Text fw={600}>{stat.type === 'money' ? formatMoney(statistics[stat.key]) : String(statistics[stat.key] ?? '')}</Text>
        </Paper>
      ))}
    </Group>
  );
}
