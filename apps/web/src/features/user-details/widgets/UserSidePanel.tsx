import { Alert, Button, Drawer, Group, Loader, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api/api-error.ts';
import { toastMessage } from '../../../lib/toast-message.ts';
import { useUserDetails } from '../api/user-details.ts';
import { copyProfileUrl } from '../copy-profile-url.ts';
import { UserDetailsTable } from '../sections/UserDetailsTable.tsx';

/**
 * The right-sliding panel of the user id widget: the full user details, 'Open Full Page' and
 * 'Copy Profile URL'. Escape or a click outside closes it (Mantine Drawer defaults).
 */
export function UserSidePanel({ userId, href, onClose }: { userId: string; href: string; onClose: () => void }) {
  const navigate = useNavigate();
  const details = useUserDetails(userId);
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={`User ${userId}`} closeOnEscape closeOnClickOutside>
      <Stack>
        <Group>
          <Button
            onClick={() => {
              onClose();
              void navigate(href);
            }}
          >
            Open Full Page
          </Button>
          <Button variant="default" onClick={() => void copyProfileUrl(new URL(href, window.location.origin).href)}>
            Copy Profile URL
          </Button>
        </Group>
        {details.isPending && <Loader size="sm" />}
        {details.isError && (
          <Alert color="red" title="Error">
            {toastMessage(details.error instanceof ApiError ? details.error.response.data : details.error)}
          </Alert>
        )}
        {details.data && <UserDetailsTable details={details.data} />}
      </Stack>
    </Drawer>
  );
}
