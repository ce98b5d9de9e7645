import { Alert, Button, Center, Stack } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { chunkLoadFailed } from '../app/messages.ts';
import { toastMessage } from '../lib/toast-message.ts';
import { useCurrentRoute } from './current-route.ts';

/**
 * A page that failed to load or render. A failed chunk (spec 03 §8) names the page and the reason;
 * reloading fetches the current build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const route = useCurrentRoute();
  const reason = toastMessage(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={640}>
        <Alert color="red" variant="light" role="alert" title={route ? chunkLoadFailed(route.title, reason) : reason} />
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
