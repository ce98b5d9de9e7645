import { Avatar, Group, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { StatusIndicator } from '../codes/StatusIndicator.tsx';
import { HoverCardFrame } from '../hover-cards/HoverCardFrame.tsx';
import { EntityLabel } from '../labels/EntityLabel.tsx';
import { OfferCard } from './OfferCard.tsx';

export interface OfferWidgetProps {
  offerId: number;
  name: string;
  iconUrl?: string | null;
  status: number;
  visibility: number;
  /** Shows the id before the name. */
  withId?: boolean;
}

/**
 * The offer widget (specification 02, section 2): icon, optional id, the name linking to
 * offer_details with its hover card where the admin may open that route (plain text and no card
 * otherwise), and the status / visibility indicators.
 */
export function OfferWidget({ offerId, name, iconUrl, status, visibility, withId = false }: OfferWidgetProps) {
  return (
    <Group gap={6} wrap="nowrap" data-offer-id={offerId}>
      <Avatar src={iconUrl ?? null} size={24} radius="sm" alt="">
        <IconGift size={14} aria-hidden />
      </Avatar>
      {withId && (
        <Text span size="sm" c="dimmed">
          #{offerId}
        </Text>
      )}
      <EntityLabel
        target={{ routeName: 'offer_details', params: { offerId } }}
        hoverCard={(link) => <HoverCardFrame card={<OfferCard offerId={offerId} />}>{link}</HoverCardFrame>}
      >
        {name}
      </EntityLabel>
      <span title="Status" data-offer-status={status}>
        <StatusIndicator value={status} />
      </span>
      <span title="Visibility" data-offer-visibility={visibility}>
        <StatusIndicator value={visibility} />
      </span>
    </Group>
  );
}
