import { SUB_PERMISSION, USER_DETAILS_EMPTY, can, eventDelayColour, offerPayoutShade, type OfferEvent } from '@bo/contract';
import { Badge, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdmin } from '../../../auth/session-store.ts';
import { OfferWidget } from '../../../entities/offers/OfferWidget.tsx';
import { useUserOffers } from '../../api/panels.ts';
import { dollars, formatDayTime } from '../../format.ts';
import { ColouredValue } from '../../sections/Metric.tsx';
import { LoadFailure } from '../../sections/further/LoadFailure.tsx';
import { ShadeBadge } from '../../sections/ShadeBadge.tsx';
import { OfferEventActionDialog } from './OfferEventActionDialog.tsx';
import { OfferEventCreditCell } from './OfferEventCreditCell.tsx';

type Offer = NonNullable<ReturnType<typeof useUserOffers>['data']>[number];

function EventRows({ offer, isManager, onOpen }: { offer: Offer; isManager: boolean; onOpen: (e: OfferEvent) => void }) {
  if (offer.events.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <Table withTableBorder aria-label={`Events of offer ${offer.name}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Delay</Table.Th>
          <Table.Th>Revenue</Table.Th>
          <Table.Th>Pub. Payout</Table.Th>
          <Table.Th>Credit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {offer.events.map((e) => (
          <Table.Tr key={e.id} data-event-id={e.eventId}>
            <Table.Td>
              {e.reward_name ?? e.eventId}
              {e.is_high_risk && (
                <Badge ml={6} size="xs" color="red" variant="light">
                  High risk
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{formatDayTime(e.created_at)}</Table.Td>
            <Table.Td>
              {/* Good above half the offer's average delay minus 600 s (section 9). */}
              {e.delay === null ? '-' : <ColouredValue colour={eventDelayColour(e.delay_seconds, e.avg_delay)}>{e.delay}</ColouredValue>}
            </Table.Td>
            <Table.Td>{dollars(e.revenue)}</Table.Td>
            <Table.Td>{dollars(e.publisher_payout)}</Table.Td>
            <Table.Td>
              <OfferEventCreditCell event={e} isManager={isManager} onOpen={() => onOpen(e)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The user's offers with their events (GET /api/user/:id/offer-details; specification 02, sections 2
 * to 4). Offer-event credit managers (the offer_event_credit grant: 1, 5, 15, 26, 50) may open the
 * credit-now / hide dialog from an event's credit state.
 */
export function OfferEventsPanel({ userId }: { userId: number }) {
  const admin = useAdmin();
  const isManager = admin !== null && can(admin, SUB_PERMISSION.offerEventCredit);
  const [selected, setSelected] = useState<OfferEvent | null>(null);
  const offers = useUserOffers(String(userId));
  if (offers.isPending) return <Loader size="sm" />;
  if (offers.isError) return <LoadFailure error={offers.error} />;
  if (offers.data.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <Stack gap="sm">
      {offers.data.map((offer) => (
        <Card key={offer.id} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <OfferWidget
              offerId={offer.id}
              name={offer.name}
              iconUrl={offer.icon_url}
              status={offer.status}
              visibility={offer.visibility}
              withId
            />
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                Started {formatDayTime(offer.started_at)}
              </Text>
              <ShadeBadge shade={offerPayoutShade(offer.publisher_payout_sum)}>
                Pub. Payout {dollars(offer.publisher_payout_sum)}
              </ShadeBadge>
              {offer.has_iap_data && <Badge variant="light">IAP {dollars(offer.transaction_value_sum)}</Badge>}
            </Group>
          </Group>
          <EventRows offer={offer} isManager={isManager} onOpen={setSelected} />
        </Card>
      ))}
      <OfferEventActionDialog userId={userId} event={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
