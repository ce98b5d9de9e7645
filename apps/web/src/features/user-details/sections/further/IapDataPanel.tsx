import { USER_DETAILS_EMPTY, USER_DETAILS_MESSAGES } from '@bo/contract';
import { Alert, Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useEventSteps, useIapGroups, useIapRows, useUserOffers } from '../../api/panels.ts';
import { dollars, formatDayTime } from '../../format.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

const iapFailed = (error: unknown) => <LoadFailure error={error} message={USER_DETAILS_MESSAGES.iapDataFailed} />;

type IapRow = NonNullable<ReturnType<typeof useIapRows>['data']>[number];
type EventStep = NonNullable<ReturnType<typeof useEventSteps>['data']>[number];

const IAP_COLUMNS: readonly SimpleColumn<IapRow>[] = [
  { title: 'Purchase', cell: (r) => r.name },
  { title: 'Value', cell: (r) => dollars(r.transaction_value) },
  { title: 'Time', cell: (r) => formatDayTime(r.transaction_time) },
  { title: 'Transaction ID', cell: (r) => r.external_transaction_id ?? '-' },
];
const STEP_COLUMNS: readonly SimpleColumn<EventStep>[] = [
  { title: 'Created', cell: (s) => formatDayTime(s.created_at) },
  { title: 'Paid', cell: (s) => (s.is_paid ? 'Yes' : 'No') },
  { title: 'Transaction ID', cell: (s) => s.external_transaction_id ?? '-' },
];

/** The purchases of one offer (GET /api/user/:userId/iap-data/:offerId). */
function OfferPurchases({ userId, offerId }: { userId: string; offerId: number }) {
  const rows = useIapRows(userId, offerId);
  if (rows.isPending) return <Loader size="sm" />;
  if (rows.isError) return iapFailed(rows.error);
  return (
    <SimpleTable
      label={`IAP purchases of offer ${offerId}`}
      columns={IAP_COLUMNS}
      rows={rows.data}
      rowKey={(r) => `${r.transaction_time}-${r.external_transaction_id ?? r.name}`}
      empty={USER_DETAILS_EMPTY.noData}
    />
  );
}

/** The steps of one progress reward (GET /api/user/:userId/event-steps/:rewardId). */
function RewardSteps({ userId, rewardId }: { userId: string; rewardId: string }) {
  const steps = useEventSteps(userId, rewardId);
  if (steps.isPending) return <Loader size="sm" />;
  if (steps.isError) return iapFailed(steps.error);
  return (
    <SimpleTable
      label={`Event steps of reward ${rewardId}`}
      columns={STEP_COLUMNS}
      rows={steps.data}
      rowKey={(s) => `${s.created_at}-${s.external_transaction_id ?? ''}`}
      empty={USER_DETAILS_EMPTY.noData}
    />
  );
}

/** The IAP purchases grouped by offer; an offer opens its purchases. */
export function IapList({ userId }: { userId: string }) {
  const [openOffer, setOpenOffer] = useState<number | null>(null);
  const groups = useIapGroups(userId);
  if (groups.isPending) return <Loader size="sm" />;
  if (groups.isError) return iapFailed(groups.error);
  if (groups.data.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <Table withTableBorder aria-label="IAP list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Offer</Table.Th>
          <Table.Th>Provider</Table.Th>
          <Table.Th>Purchases</Table.Th>
          <Table.Th>Total</Table.Th>
          <Table.Th>Last Purchase</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.data.map((g) => (
          <Fragment key={g.offer_id}>
            <Table.Tr>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setOpenOffer((o) => (o === g.offer_id ? null : g.offer_id))}
                >
                  {g.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{g.provider_name}</Table.Td>
              <Table.Td>{g.transactions_count}</Table.Td>
              <Table.Td>{dollars(g.transaction_value_sum)}</Table.Td>
              <Table.Td>{formatDayTime(g.last_transaction_time)}</Table.Td>
            </Table.Tr>
            {openOffer === g.offer_id && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <OfferPurchases userId={userId} offerId={g.offer_id} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The progress rewards of the user's offer events, each opening its steps. */
function EventStepsList({ userId }: { userId: string }) {
  const [openReward, setOpenReward] = useState<string | null>(null);
  const offers = useUserOffers(userId);
  if (offers.isPending) return <Loader size="sm" />;
  if (offers.isError) return iapFailed(offers.error);
  const rewards = offers.data.flatMap((o) =>
    o.events.flatMap((e) =>
      e.reward_id && e.progress_required_event_count !== null
        ? [{ offer: o.name, rewardId: e.reward_id, name: e.reward_name ?? e.reward_id }]
        : [],
    ),
  );
  const unique = [...new Map(rewards.map((r) => [r.rewardId, r])).values()];
  if (unique.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <Stack gap="xs">
      {unique.map((r) => (
        <Stack key={r.rewardId} gap={4}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            onClick={() => setOpenReward((o) => (o === r.rewardId ? null : r.rewardId))}
          >
            {r.offer}: {r.name}
          </Anchor>
          {openReward === r.rewardId && <RewardSteps userId={userId} rewardId={r.rewardId} />}
        </Stack>
      ))}
    </Stack>
  );
}

/** IAP data: the purchases by offer (delayed up to 24 hours) and the steps of progress rewards. */
export function IapDataPanel({ userId }: { userId: string }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light">
        {USER_DETAILS_MESSAGES.iapDelayNote}
      </Alert>
      <IapList userId={userId} />
      <Title order={6}>Event steps</Title>
      <EventStepsList userId={userId} />
    </Stack>
  );
}
