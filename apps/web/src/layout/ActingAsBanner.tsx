import type { Admin } from '@bo/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useSwitchBack } from '../features/auth/api/switch-account.ts';

/** Visible while the session acts as another admin (spec 03 §4), with the way back. */
export function ActingAsBanner({ admin }: { admin: Admin }) {
  const back = useSwitchBack();
  const original = admin.original_admin;
  if (!original) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconUserShare size={18} />} py={6} role="status" aria-label="Acting as another admin">
      <Text size="sm">
        Acting as <strong>{admin.name}</strong> —{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => back.mutate()} disabled={back.isPending}>
          back to {original.name}
        </Anchor>
      </Text>
    </Alert>
  );
}
