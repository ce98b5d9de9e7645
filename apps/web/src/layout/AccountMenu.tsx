import { can, type Admin } from '@bo/contract';
import { Avatar, Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { IconArrowBackUp, IconChevronDown, IconDevices, IconKey, IconLogout, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { ChangePasswordModal } from '../features/account/ChangePasswordModal.tsx';
import { SessionsModal } from '../features/account/SessionsModal.tsx';
import { useSwitchBack } from '../features/auth/api/switch-account.ts';
import { logout } from '../features/auth/api/logout.ts';
import { useOnceTrue } from '../lib/use-once-true.ts';
import classes from './navbar.module.css';
import { SwitchAccountModal } from './SwitchAccountModal.tsx';

// Two-factor authentication (with passkeys) downloads when first opened, not with every page. The other modals stay:
// as chunks of their own they split the first load's shared chunks further (measured: +0.8 KB on /login).
const TwoFactorModal = lazy(async () => ({ default: (await import('../features/account/TwoFactorModal.tsx')).TwoFactorModal }));

/** The admin's name with switch account, back to my account, sessions, change password, two-factor authentication and logout (spec 03 §4; issue 24). */
export function AccountMenu({ admin }: { admin: Admin }) {
  const [switchOpened, switchModal] = useDisclosure(false);
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const [sessionsOpened, sessionsModal] = useDisclosure(false);
  const [factorOpened, factorModal] = useDisclosure(false);
  const factorOnce = useOnceTrue(factorOpened);
  const back = useSwitchBack();
  const mayOpenSwitch = can(admin, 'switch_account');

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<Avatar size={24} variant="filled" color={admin.hex_color} name={admin.name} />}
            rightSection={<IconChevronDown size={14} />}
            aria-label={`Account menu of ${admin.name}`}
          >
            <span className={classes.wideOnly}>{admin.name}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{admin.email}</Menu.Label>
          {mayOpenSwitch && (
            <Menu.Item leftSection={<IconUsers size={16} />} onClick={switchModal.open}>
              Switch account
            </Menu.Item>
          )}
          {admin.original_admin && (
            <Menu.Item leftSection={<IconArrowBackUp size={16} />} onClick={() => back.mutate()} disabled={back.isPending}>
              Back to my account
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconDevices size={16} />} onClick={sessionsModal.open}>
            Sessions
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={passwordModal.open}>
            Change password
          </Menu.Item>
          <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={factorModal.open}>
            Two-factor authentication
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
      <SessionsModal opened={sessionsOpened} onClose={sessionsModal.close} />
      <Suspense fallback={null}>{factorOnce && <TwoFactorModal opened={factorOpened} onClose={factorModal.close} />}</Suspense>
      {mayOpenSwitch && <SwitchAccountModal admin={admin} opened={switchOpened} onClose={switchModal.close} />}
    </>
  );
}
