import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { StepUpModal } from './StepUpModal.tsx';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from './spec-constants.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Dark skin forced (spec 03 §2), toasts top-right for 3000 ms (spec 03 §8). */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark" forceColorScheme="dark">
      <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <StepUpModal />
      </QueryClientProvider>
    </MantineProvider>
  );
}
