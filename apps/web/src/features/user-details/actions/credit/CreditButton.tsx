import { SUB_PERMISSION, can, type UserDetailsUser } from '@bo/contract';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useAdmin } from '../../../auth/session-store.ts';
import { GoodwillCreditModal } from './GoodwillCreditModal.tsx';

/**
 * The Actions box's Credit button, shown only to the user_credit grant (1, 5, 26, 32, 50, 93;
 * specification 02, section 6). The gateway refuses everyone else's call anyway.
 */
export function CreditButton({ user }: { user: UserDetailsUser }) {
  const admin = useAdmin();
  const [opened, setOpened] = useState(false);
  if (admin === null || !can(admin, SUB_PERMISSION.userCredit)) return null;
  return (
    <>
      <Button size="xs" color="teal" onClick={() => setOpened(true)}>
        Credit
      </Button>
      <GoodwillCreditModal userId={user.id} appId={user.app_id} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
