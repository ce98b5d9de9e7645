import { can, pathFor, type Admin } from '@bo/contract';
import { Badge, Button, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from '../../layout/navbar.module.css';
import { useNotSeenCount } from './api/system-alerts.ts';

const ROUTE = 'system_alerts';

/** The navbar's bell: the not-seen system alert count, only for admins allowed system_alerts. */
export function AlertsNavbarBadge({ admin }: { admin: Admin }) {
  const allowed = can(admin, ROUTE);
  const { data: count } = useNotSeenCount(allowed);
  if (!allowed) return null;
  return (
    <Tooltip label="System alerts not seen">
      <Button
        component={Link}
        to={pathFor(ROUTE)}
        variant="subtle"
        size="compact-sm"
        aria-label={`System alerts not seen: ${count ?? 0}`}
        leftSection={<IconBell size={16} aria-hidden />}
        rightSection={
          <Badge color={count ? 'red' : 'gray'} size="sm" circle={false} data-testid="alerts-not-seen-count">
            {count ?? 0}
          </Badge>
        }
      >
        <span className={classes.wideOnly}>Alerts</span>
      </Button>
    </Tooltip>
  );
}
