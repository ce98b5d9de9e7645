import { LoadingOverlay } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useLoadingOverlayVisible } from '../lib/loading-overlay.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import { NavigationEffects } from './NavigationEffects.tsx';

/** Around every page: the after-navigation effects and the global loading overlay. */
export function RootFrame() {
  const loading = useLoadingOverlayVisible();
  return (
    <>
      <NavigationEffects />
      <DocumentTitle />
      <LoadingOverlay visible={loading} pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} />
      <Outlet />
    </>
  );
}
