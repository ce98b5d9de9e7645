import type { SpecialNotice } from '@bo/contract';
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AvailableCountriesForm } from './AvailableCountriesForm.tsx';
import { SpecialNoticeForm } from './SpecialNoticeForm.tsx';

interface Props {
  notice: SpecialNotice | null;
  /** The list answer's is_support_tl: only team leads load and edit the available countries. */
  isSupportTeamLead: boolean;
}

/** The chat's settings: the special notice for everyone working the chat, the countries for team leads. */
export function ChatSettingsDrawer({ notice, isSupportTeamLead }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={open}>
        Chat settings
      </Button>
      <Drawer opened={opened} onClose={close} title="Chat settings" position="right" size="md">
        {/* Mounted only while open, so each opening starts from the saved values. */}
        {opened && (
          <Stack gap="md">
            <SpecialNoticeForm notice={notice} />
            {isSupportTeamLead && (
              <>
                <Divider />
                <AvailableCountriesForm />
              </>
            )}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
