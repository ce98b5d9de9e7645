import { can, pathFor, type Admin } from '@bo/contract';
import { Badge, Button, Tooltip } from '@mantine/core';
import { IconShieldExclamation, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from '../../layout/navbar.module.css';
import { NOT_REVIEWED_COUNTS, useNotReviewedCount, type NotReviewedCount } from './api/not-reviewed-counts.ts';

const ICONS = { click_tickets: IconTicket, survey_attacks_apps: IconShieldExclamation } as const;

function CountButton({ admin, count }: { admin: Admin; count: NotReviewedCount }) {
  const allowed = can(admin, count.route);
  const { data } = useNotReviewedCount(count, allowed);
  if (!allowed) return null;
  const Icon = ICONS[count.route];
  return (
    <Tooltip label={count.what}>
      <Button
        component={Link}
        to={pathFor(count.route)}
        variant="subtle"
        size="compact-sm"
        aria-label={`${count.what}: ${data ?? 0}`}
        leftSection={<Icon size={16} aria-hidden />}
        rightSection={
          <Badge color={data ? 'orange' : 'gray'} size="sm" circle={false}>
            {data ?? 0}
          </Badge>
        }
      >
        <span className={classes.wideOnly}>{count.label}</span>
      </Button>
    </Tooltip>
  );
}

/** The navbar's not-reviewed counts of click tickets and survey attack apps, each only for admins allowed its screen. */
export function NotReviewedCountBadges({ admin }: { admin: Admin }) {
  return (
    <>
      {NOT_REVIEWED_COUNTS.map((count) => (
        <CountButton key={count.route} admin={admin} count={count} />
      ))}
    </>
  );
}
