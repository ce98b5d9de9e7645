import type { Admin } from '@bo/contract';
import { Anchor, Group, Paper } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AlertsNavbarBadge } from '../features/alerts/AlertsNavbarBadge.tsx';
import { NotReviewedCountBadges } from '../features/operations/NotReviewedCountBadges.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { CommandPaletteLauncher } from './command-palette/CommandPaletteLauncher.tsx';
import { MainMenu } from './MainMenu.tsx';
import { TOP_NAVBAR_ID } from './top-navbar-id.ts';

/** The floating top navbar: sticky, detached from the edges, holding the horizontal menu. */
export function TopNavbar({ admin }: { admin: Admin }) {
  return (
    <Paper
      component="header"
      id={TOP_NAVBAR_ID}
      shadow="md"
      radius="md"
      px="md"
      py={6}
      withBorder
      pos="sticky"
      top={8}
      mx="md"
      mt={8}
      style={{ zIndex: 100 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to="/" fw={700} c="bright" underline="never" style={{ whiteSpace: 'nowrap' }}>
            Back office
          </Anchor>
          <MainMenu admin={admin} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <CommandPaletteLauncher admin={admin} />
          <NotReviewedCountBadges admin={admin} />
          <AlertsNavbarBadge admin={admin} />
          <AccountMenu admin={admin} />
        </Group>
      </Group>
    </Paper>
  );
}
