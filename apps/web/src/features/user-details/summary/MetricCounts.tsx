import type { UserDetails } from '@bo/contract';
import { Badge, Group, Text } from '@mantine/core';
import { MANTINE_COLOUR } from '../colour.ts';
import { metricColourCounts, qualityMetrics } from '../quality-metrics.ts';

/** The red and amber counts of the Quality metrics, coloured by the same rules as the Quality section. */
export function MetricCounts({ details }: { details: UserDetails }) {
  const counts = metricColourCounts(qualityMetrics(details));
  return (
    <Group gap={4} wrap="nowrap" aria-label="Quality metric counts" role="group">
      <Text span size="sm" c="dimmed">
        Metrics
      </Text>
      <Badge color={MANTINE_COLOUR.red} variant={counts.red > 0 ? 'filled' : 'light'} data-metric-count="red">
        {counts.red} red
      </Badge>
      <Badge color={MANTINE_COLOUR.amber} variant={counts.amber > 0 ? 'filled' : 'light'} data-metric-count="amber">
        {counts.amber} amber
      </Badge>
    </Group>
  );
}
