import { Anchor, ColorSwatch, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/session-store.ts';
import { entityHref } from '../../entities/labels/entity-target.ts';
import { HoverCardFrame } from '../../entities/hover-cards/HoverCardFrame.tsx';
import { UserBasicCard } from './UserBasicCard.tsx';
import { userStatusDotColour, userStatusLabel } from './user-status.ts';

export const USER_DETAILS_ROUTE = 'user_details';

// Loaded on the first click: the panel shows the user details, whose tables show user id widgets again.
const UserSidePanel = lazy(() => import('./UserSidePanel.tsx').then((m) => ({ default: m.UserSidePanel })));

const isNewTabClick = (event: MouseEvent): boolean => event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0;

/**
 * The user id widget (section 2): the id with its coloured status dot. Where the admin may open
 * user_details it is a link with the basic hover card; a plain click opens the side panel,
 * Ctrl/Meta-click opens the page. Otherwise the id is plain text and no card is asked for.
 */
export function UserIdWidget({ userId, status }: { userId: number | string; status?: number }) {
  const admin = useAdmin();
  const [panelOpen, setPanelOpen] = useState(false);
  const id = String(userId);
  const href = entityHref(admin, { routeName: USER_DETAILS_ROUTE, params: { userId: id } });
  const dot =
    status === undefined ? null : (
      <ColorSwatch
        size={10}
        withShadow={false}
        color={`var(--mantine-color-${userStatusDotColour(status)}-6)`}
        role="img"
        aria-label={userStatusLabel(status)}
        data-status={status}
      />
    );
  if (!href) {
    return (
      <Group gap={6} wrap="nowrap" component="span" data-user-id={id}>
        {dot}
        <Text span inherit>
          {id}
        </Text>
      </Group>
    );
  }
  const onClick = (event: MouseEvent) => {
    if (isNewTabClick(event)) return;
    event.preventDefault();
    setPanelOpen(true);
  };
  return (
    <Group gap={6} wrap="nowrap" component="span" data-user-id={id}>
      {dot}
      <HoverCardFrame card={<UserBasicCard userId={id} />}>
        <Anchor component={Link} to={href} onClick={onClick} inherit>
          {id}
        </Anchor>
      </HoverCardFrame>
      {panelOpen && (
        <Suspense fallback={null}>
          <UserSidePanel userId={id} href={href} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </Group>
  );
}
