import type { Product } from '@bo/contract';
import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import { toastMessage } from '../../../lib/toast-message.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { CardRow } from '../../entities/hover-cards/CardRows.tsx';
import { useSiblingUserBasic } from '../api/sibling-user-basic.ts';
import { siblingAmount } from './sibling-amount.ts';
import { userStatusLabel } from './user-status.ts';

/**
 * The sibling-app user card: balance (the app's points as currency, or a plain count) and rewards
 * (total and the top rewards). A failed load shows the server's errors (section 8).
 */
export function SiblingUserCard({ product, userId }: { product: Product; userId: number | string }) {
  const basic = useSiblingUserBasic(product, userId);
  if (basic.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (basic.isError) {
    const body = basic.error instanceof ApiError ? basic.error.response.data : basic.error;
    return (
      <Alert color="red" title="Error">
        {toastMessage(body)}
      </Alert>
    );
  }
  const { user, balance, total_reward: totalReward, top_rewards: topRewards } = basic.data;
  const amount = (points: number) => siblingAmount(points, user.app_id, user.default_currency);
  return (
    <Stack gap={4} aria-label={`${product.name} user ${user.id} card`}>
      <Text fw={600} size="sm">
        {user.app_name} user {user.id} · {userStatusLabel(user.status)}
      </Text>
      <CardRow label="Created">{user.created_at_timeago}</CardRow>
      <CardRow label="Country">{user.country_name ? `${user.country_name} (${user.country_code})` : '-'}</CardRow>
      <CardRow label="Balance">{amount(balance)}</CardRow>
      <CardRow label="Total rewards">{amount(totalReward)}</CardRow>
      {topRewards.length > 0 && (
        <>
          <Text size="xs" c="dimmed">
            Top rewards
          </Text>
          <List size="xs" spacing={2}>
            {topRewards.map((reward) => (
              <List.Item key={`${reward.name}-${reward.created_at}`}>
                {reward.name}: {amount(reward.reward)}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
