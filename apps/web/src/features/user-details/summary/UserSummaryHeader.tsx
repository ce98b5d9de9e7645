import type { UserDetails } from '@bo/contract';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { ProtectionSummary } from '../../user-status/ProtectionSummary.tsx';
import { StatusBadge } from '../../user-status/StatusBadge.tsx';
import { ActionsBox } from '../sections/ActionsBox.tsx';
import { StaffReviewerBanner } from '../sections/StaffReviewerBanner.tsx';
import { MetricCounts } from './MetricCounts.tsx';
import { RiskFlagBadges } from './RiskFlagBadges.tsx';
import { SectionNav } from './SectionNav.tsx';
import { useNavbarClearance } from './use-navbar-clearance.ts';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text span size="sm">
    <Text span c="dimmed" size="sm">
      {label}
    </Text>{' '}
    {children}
  </Text>
);

/**
 * The verdict first (issue 19, item 3): status with its actions, protection, app, country, the risk
 * flags and the red/amber counts of the quality metrics, the reviewer banner and the section links,
 * sticky under the navbar while the reviewer scrolls. The Actions box is the page's only one.
 */
export function UserSummaryHeader({ details, sectionTitles }: { details: UserDetails; sectionTitles: readonly string[] }) {
  const ref = useRef<HTMLElement>(null);
  const stickyTop = useNavbarClearance();
  const user = details.user;
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label="Summary"
      withBorder
      shadow="sm"
      p="sm"
      pos="sticky"
      top={stickyTop}
      style={{ zIndex: 90 }}
    >
      <Stack gap={6}>
        <StaffReviewerBanner reviewer={details.staff_reviewer} />
        <Group gap="md" style={{ rowGap: 6 }}>
          <Group gap={6}>
            <StatusBadge user={user} />
            <ProtectionSummary user={user} />
          </Group>
          <Fact label="App">{user.app_name}</Fact>
          <Fact label="Country">{user.country_name ? `${user.country_name} (${user.country})` : (user.country ?? '-')}</Fact>
          <MetricCounts details={details} />
          <RiskFlagBadges details={details} />
        </Group>
        <Box component="section" aria-label="Actions">
          <ActionsBox details={details} />
        </Box>
        <SectionNav titles={sectionTitles} header={ref} stickyTop={stickyTop} />
      </Stack>
    </Paper>
  );
}
