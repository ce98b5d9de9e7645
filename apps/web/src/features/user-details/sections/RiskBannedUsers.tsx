import type { RiskBannedUser } from '@bo/contract';
import { Group, Text } from '@mantine/core';
import { UserIdWidget } from '../widgets/UserIdWidget.tsx';

/**
 * The banned users of one high-risk subnet, IP range, city or signup IP (section 2, item 15): each
 * id with its status dot, and how many more there are when the server listed only the first ones.
 */
export function RiskBannedUsers({ count, users }: { count: number; users: readonly RiskBannedUser[] }) {
  const more = count - users.length;
  return (
    <Group gap={8} wrap="wrap" aria-label="Banned users">
      <Text span size="sm" fw={600}>
        {count}
      </Text>
      {users.map((u) => (
        <UserIdWidget key={u.user_id} userId={u.user_id} status={u.status} />
      ))}
      {more > 0 && users.length > 0 && (
        <Text span size="xs" c="dimmed">
          +{more} more
        </Text>
      )}
    </Group>
  );
}
