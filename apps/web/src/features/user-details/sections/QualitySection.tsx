import type { UserDetails } from '@bo/contract';
import { Badge, Group, Stack, Table, Title } from '@mantine/core';
import { qualityMetrics } from '../quality-metrics.ts';
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
  const q = details.quality;
  const profiling = q.suspicious_user_profiling;
  return (
    <Stack gap="sm">
      <Title order={5}>Red Flags</Title>
      <Group gap="xs">
        <Flag label="Suspicious Activity Pattern" raised={q.is_suspicious_activity_pattern} />
        <Flag label="Same Offers Taken" raised={details.related_accounts.has_same_offers_taken} />
        <Flag label="Suspicious Click Pattern" raised={q.is_suspicious_click_pattern} />
        <Flag label="Suspicious User Profiling" raised={profiling.flag} />
      </Group>
      <Group gap="xs">
        <RiskGroupButton
          title="High-Risk IP Subnets"
          group={q.high_risk_subnets}
          rows={q.high_risk_subnets.rows.map((r) => ({ ...r, name: r.subnet }))}
        />
        <RiskGroupButton
          title="High-Risk IP Ranges"
          group={q.high_risk_ip_ranges}
          rows={q.high_risk_ip_ranges.rows.map((r) => ({ ...r, name: r.ip_range }))}
        />
        <RiskGroupButton
          title="High-Risk Cities"
          group={q.high_risk_cities}
          rows={q.high_risk_cities.rows.map((r) => ({ ...r, name: r.city }))}
        />
        <RiskGroupButton
          title="High-Risk Signup IPs"
          group={q.high_risk_signup_ips}
          rows={q.high_risk_signup_ips.rows.map((r) => ({ ...r, name: r.signup_ip }))}
        />
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
