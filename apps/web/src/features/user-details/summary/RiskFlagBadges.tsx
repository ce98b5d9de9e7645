import type { UserDetails } from '@bo/contract';
import { Badge, Group } from '@mantine/core';
import { redFlags, riskGroups } from '../red-flags.ts';

/** The raised red flags and the high-risk groups with a count, as in the Quality section; a green badge when none. */
export function RiskFlagBadges({ details }: { details: UserDetails }) {
  const raised = [
    ...redFlags(details)
      .filter((f) => f.raised)
      .map((f) => f.label),
    ...riskGroups(details)
      .filter((g) => g.group.count > 0)
      .map((g) => `${g.title}: ${g.group.count}`),
  ];
  return (
    <Group gap={4} aria-label="Risk flags" role="group">
      {raised.length === 0 ? (
        <Badge color="green" variant="light" data-colour="green">
          No red flags
        </Badge>
      ) : (
        raised.map((label) => (
          <Badge key={label} color="red" variant="light" data-colour="red" style={{ textTransform: 'none' }}>
            {label}
          </Badge>
        ))
      )}
    </Group>
  );
}
