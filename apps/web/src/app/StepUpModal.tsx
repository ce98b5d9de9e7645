import { lazy, Suspense, useState } from 'react';
import { useReauthOpen } from '../features/account/reauth-store.ts';

const ReauthModal = lazy(async () => ({ default: (await import('../features/account/ReauthModal.tsx')).ReauthModal }));

/**
 * The step-up modal ('Confirm it is you'), loaded the first time a call asks for it and kept mounted
 * after, so the sign-in page's download does not carry it (issue 21 item 4).
 */
export function StepUpModal() {
  const opened = useReauthOpen();
  const [asked, setAsked] = useState(opened);
  if (opened && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <ReauthModal />
    </Suspense>
  ) : null;
}
