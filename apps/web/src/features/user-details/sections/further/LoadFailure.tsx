import { Alert } from '@mantine/core';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { toastMessage } from '../../../../lib/toast-message.ts';

/** A panel whose call failed: the specification's message when it names one, else the server's errors. */
export function LoadFailure({ error, message }: { error: unknown; message?: string }) {
  const body = error instanceof ApiError ? error.response.data : error;
  return (
    <Alert color="red" variant="light" title="Error">
      {message ?? toastMessage(body)}
    </Alert>
  );
}
