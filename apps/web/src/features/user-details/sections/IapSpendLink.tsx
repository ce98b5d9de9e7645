import { USER_DETAILS_MESSAGES } from '@bo/contract';
import { Alert, Anchor, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { dollars } from '../format.ts';
import { IapList } from './further/IapDataPanel.tsx';

/** The Performance table's IAP spend: a click opens the IAP list, noted as delayed up to 24 hours (section 2, item 4). */
export function IapSpendLink({ userId, spend }: { userId: number; spend: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
        {dollars(spend)}
      </Anchor>
      <Modal opened={open} onClose={() => setOpen(false)} title="IAP Data" size="xl">
        {open && (
          <Stack gap="sm" mah="65vh" style={{ overflowY: 'auto' }}>
            <Alert color="yellow" variant="light">
              {USER_DETAILS_MESSAGES.iapDelayNote}
            </Alert>
            <IapList userId={String(userId)} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
