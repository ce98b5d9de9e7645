import type { UserDetails } from '@bo/contract';
import { Alert, Text } from '@mantine/core';
import { useAdmin } from '../../auth/session-store.ts';
import { otherReviewer } from './staff-reviewer.ts';
import { adminTextColour } from '../../../lib/admin-colour.ts';

/** Shown when another staff member is reviewing this user: their name in their colour. */
export function StaffReviewerBanner({ reviewer }: { reviewer: UserDetails['staff_reviewer'] }) {
  const admin = useAdmin();
  const other = otherReviewer(reviewer, admin?.id ?? null);
  if (!other) return null;
  return (
    <Alert color="yellow" role="status" aria-label="Staff reviewer">
      <Text span fw={700} c={adminTextColour(other.hex_color)} data-hex-color={other.hex_color}>
        {other.name}
      </Text>{' '}
      is reviewing this user.
    </Alert>
  );
}
