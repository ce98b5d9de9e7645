import { Alert, Loader, Stack, Text } from '@mantine/core';
import { CardRow } from '../../entities/hover-cards/CardRows.tsx';
import { toastMessage } from '../../../lib/toast-message.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useUserBasic } from '../api/user-details.ts';
import { dollars, percent } from '../format.ts';
import { userStatusLabel } from './user-status.ts';

/** The basic-details card of the user id widget; a failed load shows the server's errors (section 8). */
export function UserBasicCard({ userId }: { userId: string }) {
  const basic = useUserBasic(userId);
  if (basic.isPending) return <Loader size="sm" />;
  if (basic.isError) {
    const body = basic.error instanceof ApiError ? basic.error.response.data : basic.error;
    return (
      <Alert color="red" title="Error">
        {toastMessage(body)}
      </Alert>
    );
  }
  const u = basic.data;
  return (
    <Stack gap={4} aria-label={`User ${u.id} card`}>
      <Text fw={600}>
        User {u.id} · {userStatusLabel(u.status)}
      </Text>
      <CardRow label="Created">{u.created_at_timeago}</CardRow>
      <CardRow label="App">{u.app_name}</CardRow>
      <CardRow label="Country">{u.country_name ?? '-'}</CardRow>
      <CardRow label="Clicks">{u.clicks_count}</CardRow>
      <CardRow label="Completes">
        {u.completes_count} ({percent(u.completes_percentage)})
      </CardRow>
      <CardRow label="Reconciled">
        {u.survey_performance.reconciled_count} ({percent(u.survey_performance.reconciled_percentage)})
      </CardRow>
      <CardRow label="Offer clicks">{u.offer_performance.offer_clicks_count}</CardRow>
      <CardRow label="Offer pub. payout">{dollars(u.offer_performance.offer_pub_payout_sum)}</CardRow>
      <CardRow label="IAP spend">{dollars(u.offer_performance.offer_iap_spend_sum)}</CardRow>
      {u.supplier_bans.length > 0 && <CardRow label="Supplier bans">{u.supplier_bans.map((b) => b.supplier_name).join(', ')}</CardRow>}
    </Stack>
  );
}
