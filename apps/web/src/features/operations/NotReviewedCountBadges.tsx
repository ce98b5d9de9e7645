import { can, pathFor, type Admin } from '@bo/contract';
import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NOT_REVIEWED_COUNTS, useNotReviewedCount, type NotReviewedCount } from './not-reviewed-counts.ts';

function CountButton({ admin, count }: { admin: Admin; count: NotReviewedCount }) {
  const allowed = can(admin, count.route);
  const { data } = useNotReviewedCount(count, allowed);
  if (!allowed) return null;
  return (
    <Button
      component={Link}
      to={pathFor(count.route)}
      variant="subtle"
      size="compact-sm"
      aria-label={`${count.what}: ${data ?? 0}`}
      rightSection={
        <Badge color={data ? 'orange' : 'gray'} size="sm" circle={false}>
          {data ?? 0}
        </Badge>
      }
    >
      {count.label}
    </Button>
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
