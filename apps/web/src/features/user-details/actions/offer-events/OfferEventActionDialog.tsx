import type { OfferEvent } from '@bo/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useOfferEventActions } from './offer-events-api.ts';

interface Props {
  userId: number;
  event: OfferEvent | null;
  onClose: () => void;
}

/**
 * The offer-event action dialog (specification 02, section 4): Credit now (credited, status 1,
 * unhidden, disqualification cleared) or Hide (hidden by admin). A hidden event offers Credit now only.
 */
export function OfferEventActionDialog({ userId, event, onClose }: Props) {
  const { creditNow, hide } = useOfferEventActions(userId);
  return (
    <Modal opened={event !== null} onClose={onClose} title={event ? `Offer event ${event.eventId}` : ''}>
      {event && (
        <Stack gap="sm">
          <Text size="sm">
            {event.reward_name ?? event.eventId}: credit this event now{event.isHidden ? '' : ', or hide it'}?
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {!event.isHidden && (
              <Button color="gray" loading={hide.isPending} onClick={() => hide.mutate(event.id, { onSuccess: onClose })}>
                Hide
              </Button>
            )}
            <Button color="green" loading={creditNow.isPending} onClick={() => creditNow.mutate(event.id, { onSuccess: onClose })}>
              Credit now
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
