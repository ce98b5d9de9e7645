import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { useResetFactors } from '../../account/api/factors.ts';

/** /admins, super admins: removes a member's authenticator and recovery codes (a lost phone); written to the admin logs. */
export function ResetFactorsModal({ target, onClose }: { target: { id: number; name: string } | null; onClose: () => void }) {
  const reset = useResetFactors();
  const close = () => {
    reset.reset();
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={target ? `Two-factor reset for ${target.name}` : ''}>
      <Stack>
        {reset.isError && (
          <Alert color="red" variant="light" role="alert">
            {formErrors(reset.error, [] as const).general}
          </Alert>
        )}
        {reset.isSuccess ? (
          <>
            <Alert color="green" variant="light" role="status">
              Two-factor authentication removed. The admin signs in with the password and sets up a new authenticator.
            </Alert>
            <Button onClick={close}>Close</Button>
          </>
        ) : (
          <>
            <Text size="sm">Removes the admin&apos;s authenticator app and recovery codes. Use it when they lost their phone.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button color="red" loading={reset.isPending} onClick={() => target && reset.mutate(target.id)}>
                Reset two-factor
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
