import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import { toastMessage } from '../../../lib/toast-message.ts';
import { formatMoney } from '../../table/cells/format-cell.ts';
import { useEarnStarUserBasic } from '../api/earn-star-user-basic.ts';
import { BALANCE_DIVISOR } from '../constants.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { AppLabel } from '../labels/plain-labels.tsx';
import { CardRow } from './CardRows.tsx';

/** Cents as currency: "balance (in cents, shown divided by 100 as currency)" (specification 01, 3). */
const currency = (cents: number, code: string | null): string => `${formatMoney(cents / BALANCE_DIVISOR)}${code ? ` ${code}` : ''}`;

/** The EarnStar user card of specification 01, section 3 (GET /api/earn-star/user/:id/basic). */
export function EarnStarUserCard({ userId }: { userId: string | number }) {
  const basic = useEarnStarUserBasic(userId);
  useFailureToast(basic.error);
  if (basic.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (basic.isError)
    return (
      <Alert color="red" variant="light">
        {toastMessage(basic.error)}
      </Alert>
    );

  const { user, balance, total_reward: totalReward, top_rewards: topRewards } = basic.data;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        <AppLabel appId={user.app_id}>{user.app_name}</AppLabel> user {user.id}
      </Text>
      <CardRow label="Created">{user.created_at_timeago}</CardRow>
      <CardRow label="Country">{user.country_name ? `${user.country_name} (${user.country_code})` : '-'}</CardRow>
      <CardRow label="Balance">{currency(balance, user.default_currency)}</CardRow>
      <CardRow label="Total reward">{currency(totalReward, user.default_currency)}</CardRow>
      {topRewards.length > 0 && (
        <>
          <Text size="xs" c="dimmed">
            Top rewards
          </Text>
          <List size="xs" spacing={2}>
            {topRewards.map((reward) => (
              <List.Item key={`${reward.name}-${reward.created_at}`}>
                {reward.name}: {currency(reward.reward, user.default_currency)}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
