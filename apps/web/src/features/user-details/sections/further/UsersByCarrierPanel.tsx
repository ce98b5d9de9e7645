import { USER_DETAILS_EMPTY, carrierRiskColour, type UserDetails } from '@bo/contract';
import { Group, Text } from '@mantine/core';
import { UsersByCarrierButton } from '../../actions/modals/UsersByCarrierButton.tsx';
import { percent } from '../../format.ts';
import { ColouredValue } from '../Metric.tsx';

/** The carriers of the user's phones, each opening the users who verified with it (section 2, item 15). */
export function UsersByCarrierPanel({ phones }: { phones: UserDetails['phone_verifications'] }) {
  const carriers = new Map<string, number>();
  for (const p of phones) if (p.carrier && !carriers.has(p.carrier)) carriers.set(p.carrier, p.banned_percentage);
  if (carriers.size === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <Group gap="md">
      {[...carriers].map(([carrier, banned]) => (
        <UsersByCarrierButton key={carrier} carrier={carrier}>
          <Group gap={6} wrap="nowrap">
            <Text span size="sm" fw={600}>
              {carrier}
            </Text>
            <ColouredValue colour={carrierRiskColour(banned)}>{percent(banned)}</ColouredValue>
          </Group>
        </UsersByCarrierButton>
      ))}
    </Group>
  );
}
