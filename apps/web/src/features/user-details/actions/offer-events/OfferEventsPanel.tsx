import { SUB_PERMISSION, USER_DETAILS_EMPTY, can, eventDelayColour, offerPayoutShade, type OfferEvent } from '@bo/contract';
import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
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

const EVENT_COLUMNS = ['Event', 'Created', 'Delay', 'Revenue', 'Pub. Payout', 'Credit'] as const;

/** The offer's line heading its events: the offer widget, when it started, its payout and IAP sums. */
function OfferRow({ offer }: { offer: Offer }) {
  return (
    <Table.Tr data-offer-row={offer.id}>
      <Table.Td colSpan={EVENT_COLUMNS.length}>
        <Group justify="space-between" gap="xs">
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
            <ShadeBadge shade={offerPayoutShade(offer.publisher_payout_sum)}>Pub. Payout {dollars(offer.publisher_payout_sum)}</ShadeBadge>
            {offer.has_iap_data && <Badge variant="light">IAP {dollars(offer.transaction_value_sum)}</Badge>}
          </Group>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function EventRow({ event: e, isManager, onOpen }: { event: OfferEvent; isManager: boolean; onOpen: (e: OfferEvent) => void }) {
  return (
    <Table.Tr data-event-id={e.eventId}>
      <Table.Td pl="lg">
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
  );
}

/**
 * The user's offers with their events (GET /api/user/:id/offer-details; specification 02, sections 2
 * to 4) as one table: a line per offer, then a row per event. Offer-event credit managers (the
 * offer_event_credit grant: 1, 5, 15, 26, 50) may open the credit-now / hide dialog from an event's
 * credit state.
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
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder verticalSpacing={4} aria-label="Offer events">
          <Table.Thead>
            <Table.Tr>
              {EVENT_COLUMNS.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.data.map((offer) => (
              <Fragment key={offer.id}>
                <OfferRow offer={offer} />
                {offer.events.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={EVENT_COLUMNS.length} pl="lg">
                      {USER_DETAILS_EMPTY.noData}
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  offer.events.map((e) => <EventRow key={e.id} event={e} isManager={isManager} onOpen={setSelected} />)
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <OfferEventActionDialog userId={userId} event={selected} onClose={() => setSelected(null)} />
    </>
  );
}
