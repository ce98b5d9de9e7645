import type { UserDetails } from '@bo/contract';
import { Badge, Group, Stack, Table, Title } from '@mantine/core';
import { qualityMetrics } from '../quality-metrics.ts';
import { redFlags, riskGroups } from '../red-flags.ts';
import { QualityMetricRow } from './QualityMetricRow.tsx';
import { HighRiskProfilingTable } from './HighRiskProfilingTable.tsx';
import { RiskGroupButton } from './RiskGroupButton.tsx';

const Flag = ({ label, raised }: { label: string; raised: boolean }) => (
  <Badge color={raised ? 'red' : 'green'} variant={raised ? 'filled' : 'light'} data-colour={raised ? 'red' : 'green'} data-flag={label}>
    {label}: {raised ? 'Yes' : 'No'}
  </Badge>
);

/** Section 9 'Quality': the red flags, then the metrics coloured by the thresholds of section 9. */
export function QualitySection({ details }: { details: UserDetails }) {
  const profiling = details.quality.suspicious_user_profiling;
  return (
    <Stack gap="sm">
      <Title order={5}>Red Flags</Title>
      <Group gap="xs">
        {redFlags(details).map((f) => (
          <Flag key={f.label} label={f.label} raised={f.raised} />
        ))}
      </Group>
      <Group gap="xs">
        {riskGroups(details).map((g) => (
          <RiskGroupButton key={g.title} title={g.title} group={g.group} rows={g.rows} />
        ))}
      </Group>
      <Table withTableBorder aria-label="Quality metrics">
        <Table.Tbody>
          {qualityMetrics(details).map((m) => (
            <QualityMetricRow key={m.label} metric={m} user={details.user} />
          ))}
        </Table.Tbody>
      </Table>
      <Title order={5}>High-Risk User Profiling</Title>
      <HighRiskProfilingTable rows={profiling.data} />
    </Stack>
  );
}
