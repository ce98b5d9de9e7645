import type { UserDetails } from '@bo/contract';
import { Alert, Text } from '@mantine/core';

/** Shown when another staff member is reviewing this user: their name in their colour. */
export function StaffReviewerBanner({ reviewer }: { reviewer: UserDetails['staff_reviewer'] }) {
  if (!reviewer) return null;
  return (
    <Alert color="yellow" role="status" aria-label="Staff reviewer">
      <Text span fw={700} c={reviewer.hex_color}>
        {reviewer.name}
      </Text>{' '}
      is reviewing this user.
    </Alert>
  );
}
