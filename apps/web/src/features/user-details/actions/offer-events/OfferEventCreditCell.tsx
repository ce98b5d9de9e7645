import { offerEventActionsOpen, offerEventCreditDisplay, type OfferEvent } from '@bo/contract';
import { Anchor, Text } from '@mantine/core';
import { creditStateOf, serverNowOf } from './event-credit-state.ts';

/**
 * The credit state of an event in the specification's words ('Credited', 'Pending', a disqualification
 * reason in red ...). For managers, in the states the dialog is offered, the label opens it.
 */
export function OfferEventCreditCell({ event, isManager, onOpen }: { event: OfferEvent; isManager: boolean; onOpen: () => void }) {
  const state = creditStateOf(event);
  const now = serverNowOf(event);
  const display = offerEventCreditDisplay(state, now);
  const colour = display.tone === 'red' ? 'red' : undefined;
  if (!offerEventActionsOpen(state, now, isManager))
    return (
      <Text span size="sm" c={colour}>
        {display.label}
      </Text>
    );
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c={colour}
      onClick={onOpen}
      aria-label={`${display.label}: change credit of event ${event.eventId}`}
    >
      {display.label}
    </Anchor>
  );
}
