import type { ReactNode } from 'react';
import { pathFor, reconciliationColour, userStatus, type AccountRow, type UserDetails } from '@bo/contract';
import { Anchor, Badge, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MANTINE_COLOUR } from '../user-details/colour.ts';
import { userStatusLabel } from '../user-details/widgets/user-status.ts';
import { useUserDetails } from '../user-details/api/user-details.ts';
import { MetricCounts } from '../user-details/summary/MetricCounts.tsx';
import { RiskFlagBadges } from '../user-details/summary/RiskFlagBadges.tsx';

/** How many months of reconciliation and accounts of each kind the compact view lists. */
const COMPACT_ROWS = 3;

export const REVIEW_DETAILS_LABELS = {
  region: (userId: number) => `Compact details of user ${userId}`,
  status: 'Status',
  quality: 'Quality flags',
  reconciliation: 'Reconciliation',
  accounts: 'Connected accounts',
  noAccounts: 'None found',
} as const;

/**
 * The compact details view of the user under review (specification 04, /review-user): status, quality flags,
 * reconciliation and connected accounts, from the same GET /api/user/:id and with the same colour rules as the
 * user-details page, so the desk and the page never disagree. Shown to admins who may open user details.
 */
export function ReviewUserDetails({ userId }: { userId: number }) {
  const details = useUserDetails(String(userId));
  if (details.isPending) return <Loader size="sm" />;
  if (details.isError) return <Text c="red">{details.error.message}</Text>;
  const data = details.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} role="region" aria-label={REVIEW_DETAILS_LABELS.region(userId)}>
      <Part title={REVIEW_DETAILS_LABELS.status}>
        <Badge variant="filled" data-user-status={data.user.status}>
          {userStatusLabel(data.user.status)}
        </Badge>
      </Part>
      <Part title={REVIEW_DETAILS_LABELS.quality}>
        <RiskFlagBadges details={data} />
        <MetricCounts details={data} />
      </Part>
      <Part title={REVIEW_DETAILS_LABELS.reconciliation}>
        <ReconciliationFigures reconciliation={data.reconciliation} />
      </Part>
      <Part title={REVIEW_DETAILS_LABELS.accounts}>
        <Accounts label="Connected" rows={data.other_accounts.results} />
        <Accounts label="Related" rows={data.related_accounts.results} />
      </Part>
    </SimpleGrid>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Text size="xs" c="dimmed" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The lifetime figure and the latest months, each coloured as in the Reconciliation section. */
function ReconciliationFigures({ reconciliation }: { reconciliation: UserDetails['reconciliation'] }) {
  const total = reconciliation.total;
  const colour = (percent: number) => MANTINE_COLOUR[reconciliationColour(percent)];
  return (
    <Stack gap={2}>
      <Text size="sm">
        Total{' '}
        <Text span fw={600} c={colour(total.current)} data-colour={reconciliationColour(total.current)}>
          {total.current}%
        </Text>{' '}
        ({total.reconciled_count} of {total.completes_count})
      </Text>
      {reconciliation.months.slice(0, COMPACT_ROWS).map((m) => (
        <Text size="xs" key={m.month}>
          {m.month}:{' '}
          <Text span c={colour(m.current)} data-colour={reconciliationColour(m.current)}>
            {m.current}%
          </Text>{' '}
          of {m.completes_count} ({m.confidence})
        </Text>
      ))}
    </Stack>
  );
}

/** How many accounts, how many of them banned, and the first few as links with their status. */
function Accounts({ label, rows }: { label: string; rows: readonly AccountRow[] }) {
  const banned = rows.filter((r) => r.status === userStatus.value.banned || r.status === userStatus.value.shadowBanned).length;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {label}: {rows.length === 0 ? REVIEW_DETAILS_LABELS.noAccounts : `${rows.length} (${banned} banned)`}
      </Text>
      <Group gap={6}>
        {rows.slice(0, COMPACT_ROWS).map((r) => (
          <Anchor key={r.user_id} size="xs" component={Link} to={pathFor('user_details', { userId: r.user_id })}>
            {r.user_id} {userStatusLabel(r.status)}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
