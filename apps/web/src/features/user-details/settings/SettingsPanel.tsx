import type { UserDetailsUser } from '@bo/contract';
import { Divider, Stack } from '@mantine/core';
import { OffersStatusEdit } from './OffersStatusEdit.tsx';
import { PayoutSettings } from './PayoutSettings.tsx';
import { ResetBirthdateButton } from './ResetBirthdateButton.tsx';
import { SettingToggles } from './SettingToggles.tsx';
import { UserCommentField } from './UserCommentField.tsx';

/** Section 8 'Settings' of the user-details page (specification 02): every control saves on its own. */
export function SettingsPanel({ user }: { user: UserDetailsUser }) {
  return (
    <Stack gap="md">
      <SettingToggles user={user} />
      <OffersStatusEdit user={user} />
      <PayoutSettings user={user} />
      <ResetBirthdateButton user={user} />
      <Divider />
      <UserCommentField user={user} />
    </Stack>
  );
}
